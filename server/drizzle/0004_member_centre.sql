CREATE TABLE "bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposit_channels" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"min_amount" numeric(18, 2) NOT NULL,
	"max_amount" numeric(18, 2) NOT NULL,
	"payee" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tutorial" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"channel_code" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" bigint NOT NULL,
	"decided_at" bigint,
	CONSTRAINT "deposits_amount_positive" CHECK ("deposits"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "game_wallets" (
	"account_type_id" integer PRIMARY KEY NOT NULL,
	"vendor" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rebate_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"product_type" text NOT NULL,
	"through_bet_id" integer NOT NULL,
	"valid_stake" numeric(18, 2) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rebate_settings" (
	"product_type" text PRIMARY KEY NOT NULL,
	"rate" numeric(6, 3) NOT NULL,
	"min_claim" numeric(18, 2) DEFAULT '1' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_replies" (
	"member_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"call" text NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "request_replies_member_id_request_id_pk" PRIMARY KEY("member_id","request_id")
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"bank_account_id" integer NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"charge" numeric(18, 2) DEFAULT '0' NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" bigint NOT NULL,
	"decided_at" bigint,
	"confirm_status" text,
	"confirm_deadline" bigint,
	"received_amount" numeric(18, 2),
	"proof_image" text,
	"confirmed_at" bigint,
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "payment_password_hash" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "birthday" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "nationality" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "consent_at" bigint;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "email_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "mobile_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "phone_auth_bound" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "bank_accounts_member_idx" ON "bank_accounts" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_member_number_key" ON "bank_accounts" USING btree ("member_id","account_number");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_reference_key" ON "deposits" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "deposits_member_idx" ON "deposits" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "deposits_status_idx" ON "deposits" USING btree ("status");--> statement-breakpoint
CREATE INDEX "rebate_claims_member_idx" ON "rebate_claims" USING btree ("member_id","product_type");--> statement-breakpoint
CREATE UNIQUE INDEX "rebate_claims_through_key" ON "rebate_claims" USING btree ("member_id","product_type","through_bet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_reference_key" ON "withdrawals" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "withdrawals_member_idx" ON "withdrawals" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status");--> statement-breakpoint
CREATE INDEX "withdrawals_confirm_idx" ON "withdrawals" USING btree ("confirm_status","confirm_deadline");