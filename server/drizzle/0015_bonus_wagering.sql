-- Bonus wagering: a promotion rule's terms (how many times its bonus must be staked before it may leave the wallet),
-- and one requirement per paid claim of such a promotion, with how much of the balance is bonus money.
CREATE TABLE "bonus_requirements" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"claim_id" integer NOT NULL,
	"promotion_id" integer NOT NULL,
	"reference" text NOT NULL,
	"bonus" numeric(18, 2) NOT NULL,
	"deposit" numeric(18, 2) DEFAULT '0' NOT NULL,
	"multiple" numeric(8, 2) NOT NULL,
	"base" text NOT NULL,
	"weights" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"required" numeric(18, 2) NOT NULL,
	"locked" numeric(18, 2) NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"wagered" numeric(18, 2),
	"closed_amount" numeric(18, 2),
	"created_at" bigint NOT NULL,
	"closed_at" bigint,
	CONSTRAINT "bonus_requirements_amounts_valid" CHECK ("bonus_requirements"."bonus" > 0 AND "bonus_requirements"."deposit" >= 0 AND "bonus_requirements"."multiple" >= 0 AND "bonus_requirements"."required" >= 0 AND "bonus_requirements"."locked" >= 0)
);
--> statement-breakpoint
ALTER TABLE "promotion_rules" ADD COLUMN "wagering" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_requirements_claim_key" ON "bonus_requirements" USING btree ("claim_id");--> statement-breakpoint
CREATE INDEX "bonus_requirements_member_idx" ON "bonus_requirements" USING btree ("member_id","status");--> statement-breakpoint
-- The welcome bonus's terms say "Turnover 15 times the bonus": a database seeded before this migration gets them too.
UPDATE "promotion_rules" SET "wagering" = '{"multiple":"15","base":"bonus","weights":{}}'::jsonb WHERE "promotion_id" = 1 AND "reward_type" = 'deposit_percent' AND "wagering" IS NULL;