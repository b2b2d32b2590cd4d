CREATE TABLE "mission_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"mission_id" integer NOT NULL,
	"period_key" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"points" integer NOT NULL,
	"ledger_key" text,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"period" text NOT NULL,
	"metric" text NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"target" numeric(18, 2) NOT NULL,
	"reward_amount" numeric(18, 2) NOT NULL,
	"points" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "missions_target_positive" CHECK ("missions"."target" > 0 AND "missions"."reward_amount" >= 0 AND "missions"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promotion_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"promotion_id" integer NOT NULL,
	"period_key" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"status" text NOT NULL,
	"reference" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"ledger_key" text,
	"created_at" bigint NOT NULL,
	"decided_at" bigint,
	CONSTRAINT "promotion_claims_amount_non_negative" CHECK ("promotion_claims"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promotion_rules" (
	"promotion_id" integer PRIMARY KEY NOT NULL,
	"reward_type" text NOT NULL,
	"reward_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"reward_rate" numeric(6, 3) DEFAULT '0' NOT NULL,
	"max_reward" numeric(18, 2),
	"prizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"period" text NOT NULL,
	"requirement" text DEFAULT 'none' NOT NULL,
	"requirement_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"needs_approval" boolean DEFAULT false NOT NULL,
	"opens_at" bigint,
	"closes_at" bigint,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "promotion_rules_amounts_non_negative" CHECK ("promotion_rules"."reward_amount" >= 0 AND "promotion_rules"."reward_rate" >= 0 AND "promotion_rules"."requirement_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "promotion_rules" ADD CONSTRAINT "promotion_rules_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mission_claims_once_key" ON "mission_claims" USING btree ("member_id","mission_id","period_key");--> statement-breakpoint
CREATE INDEX "mission_claims_created_idx" ON "mission_claims" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mission_claims_member_idx" ON "mission_claims" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "missions_code_key" ON "missions" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_claims_once_key" ON "promotion_claims" USING btree ("member_id","promotion_id","period_key");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_claims_reference_key" ON "promotion_claims" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "promotion_claims_member_idx" ON "promotion_claims" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "promotion_claims_status_idx" ON "promotion_claims" USING btree ("status");