CREATE TABLE "withdrawal_disputes" (
	"id" serial PRIMARY KEY NOT NULL,
	"withdrawal_id" integer NOT NULL,
	"outcome" text NOT NULL,
	"amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"ledger_id" integer,
	"reason" text NOT NULL,
	"decided_by" text NOT NULL,
	"decided_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_disputes_withdrawal_key" ON "withdrawal_disputes" USING btree ("withdrawal_id");
--> statement-breakpoint
CREATE TABLE "feedback_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"feedback_id" integer NOT NULL,
	"outcome" text NOT NULL,
	"body" text NOT NULL,
	"decided_by" text NOT NULL,
	"decided_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_replies_feedback_key" ON "feedback_replies" USING btree ("feedback_id");
