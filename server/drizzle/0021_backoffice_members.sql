CREATE TABLE "member_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"operator_id" integer,
	"author" text NOT NULL,
	"body" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_locks" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"locked_by" text NOT NULL,
	"reason" text NOT NULL,
	"locked_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "balance_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"member_id" integer NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"reason" text NOT NULL,
	"requested_by" text NOT NULL,
	"requested_by_id" integer,
	"status" text NOT NULL,
	"decided_by" text,
	"decided_at" bigint,
	"ledger_id" integer,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "member_notes_member_idx" ON "member_notes" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "balance_adjustments_reference_idx" ON "balance_adjustments" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "balance_adjustments_status_idx" ON "balance_adjustments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "balance_adjustments_member_idx" ON "balance_adjustments" USING btree ("member_id");
