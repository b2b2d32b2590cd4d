CREATE TABLE "affiliate_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"intro" text NOT NULL,
	"contact" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" bigint NOT NULL,
	"decided_at" bigint
);
--> statement-breakpoint
CREATE TABLE "agent_announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"published_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_settlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period_key" text NOT NULL,
	"period_start" bigint NOT NULL,
	"period_end" bigint NOT NULL,
	"upline_id" integer NOT NULL,
	"downline_id" integer NOT NULL,
	"turnover" numeric(18, 2) NOT NULL,
	"team_loss" numeric(18, 2) NOT NULL,
	"active_members" integer NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"status" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"ledger_id" integer,
	"settled_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"upline_id" integer NOT NULL,
	"downline_id" integer NOT NULL,
	"status" text NOT NULL,
	"terms" jsonb,
	"note" text DEFAULT '' NOT NULL,
	"termination_requested_by" text,
	"created_at" bigint NOT NULL,
	"accepted_at" bigint,
	"ended_at" bigint,
	"next_settle_at" bigint
);
--> statement-breakpoint
CREATE INDEX "affiliate_applications_member_idx" ON "affiliate_applications" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_applications_pending_key" ON "affiliate_applications" USING btree ("member_id") WHERE status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_announcements_topic_language_key" ON "agent_announcements" USING btree ("topic","language");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_settlements_period_key" ON "contract_settlements" USING btree ("contract_id","period_key");--> statement-breakpoint
CREATE INDEX "contract_settlements_upline_idx" ON "contract_settlements" USING btree ("upline_id","kind","period_end");--> statement-breakpoint
CREATE INDEX "contract_settlements_downline_idx" ON "contract_settlements" USING btree ("downline_id","kind","period_end");--> statement-breakpoint
CREATE INDEX "contracts_upline_idx" ON "contracts" USING btree ("upline_id","status");--> statement-breakpoint
CREATE INDEX "contracts_downline_idx" ON "contracts" USING btree ("downline_id","status");--> statement-breakpoint
CREATE INDEX "contracts_due_idx" ON "contracts" USING btree ("next_settle_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_open_key" ON "contracts" USING btree ("upline_id","downline_id","kind") WHERE status in ('requested', 'offered');--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_running_key" ON "contracts" USING btree ("upline_id","downline_id","kind") WHERE status in ('active', 'terminationRequested');