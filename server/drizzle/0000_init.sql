CREATE TABLE "register_rules" (
	"field" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"required" boolean NOT NULL,
	"accepted_pattern" text NOT NULL,
	"pattern_id" integer NOT NULL,
	"min_length" integer NOT NULL,
	"max_length" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "switches" (
	"mod_id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"enabled" boolean NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"execution" text DEFAULT 'B' NOT NULL,
	"promotion_type" text,
	"published_at" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_name" text NOT NULL,
	"image_url" text NOT NULL,
	"linkage_type" text DEFAULT '' NOT NULL,
	"linkage" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_service" (
	"id" serial PRIMARY KEY NOT NULL,
	"cs_type" text NOT NULL,
	"url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "customer_service_cs_type_unique" UNIQUE("cs_type")
);
--> statement-breakpoint
CREATE TABLE "domain_routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"domain_name" text NOT NULL,
	CONSTRAINT "domain_routes_domain_name_unique" UNIQUE("domain_name")
);
--> statement-breakpoint
CREATE TABLE "help_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"language" text DEFAULT 'EN' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"content" text NOT NULL,
	"images" jsonb NOT NULL,
	"starts_at" bigint,
	"ends_at" bigint,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"resource_type" text NOT NULL,
	"url" text NOT NULL,
	"qr_code_url" text DEFAULT '' NOT NULL,
	"label_name_en" text DEFAULT '' NOT NULL,
	CONSTRAINT "resources_resource_type_unique" UNIQUE("resource_type")
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"nickname" text NOT NULL,
	"type" integer DEFAULT 0 NOT NULL,
	"password_hash" text NOT NULL,
	"password_default" boolean DEFAULT false NOT NULL,
	"password_changed_at" bigint NOT NULL,
	"password_expires_at" bigint,
	"mobile" text,
	"country_dialing_code" text,
	"email" text,
	"upline_id" integer,
	"affiliate_code" text,
	"referral_code" text,
	"to_upline" boolean DEFAULT false NOT NULL,
	"rank_level" integer DEFAULT 1 NOT NULL,
	"club_label" text DEFAULT 'Bronze' NOT NULL,
	"language" text DEFAULT 'EN' NOT NULL,
	"profile" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"first_login_at" bigint,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" bigint,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"revoked_at" bigint
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"device_id" text PRIMARY KEY NOT NULL,
	"answer" text NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "human_checks" (
	"id" text PRIMARY KEY NOT NULL,
	"device_id" text NOT NULL,
	"answer_x" integer NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" bigint NOT NULL,
	"pass_token_hash" text,
	"action" text,
	"pass_used_at" bigint
);
--> statement-breakpoint
CREATE TABLE "rate_counters" (
	"key" text NOT NULL,
	"window_start" bigint NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_counters_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"country_dialing_code" text NOT NULL,
	"mobile" text NOT NULL,
	"purpose" text NOT NULL,
	"code" text NOT NULL,
	"body" text NOT NULL,
	"sent_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"consumed_at" bigint
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"account_type_id" integer DEFAULT 0 NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"balance_after" numeric(18, 2) NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"member_id" integer NOT NULL,
	"account_type_id" integer DEFAULT 0 NOT NULL,
	"balance" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "wallets_member_id_account_type_id_pk" PRIMARY KEY("member_id","account_type_id"),
	CONSTRAINT "wallets_balance_non_negative" CHECK ("wallets"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"sent_at" bigint NOT NULL,
	"read_at" bigint
);
--> statement-breakpoint
CREATE UNIQUE INDEX "members_account_key" ON "members" USING btree ("account");--> statement-breakpoint
CREATE UNIQUE INDEX "members_mobile_key" ON "members" USING btree ("country_dialing_code","mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "members_affiliate_code_key" ON "members" USING btree ("affiliate_code");--> statement-breakpoint
CREATE INDEX "members_upline_idx" ON "members" USING btree ("upline_id");--> statement-breakpoint
CREATE INDEX "sessions_member_idx" ON "sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "human_checks_pass_idx" ON "human_checks" USING btree ("pass_token_hash");--> statement-breakpoint
CREATE INDEX "sms_outbox_mobile_idx" ON "sms_outbox" USING btree ("country_dialing_code","mobile","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_idempotency_key" ON "ledger_entries" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_member_idx" ON "ledger_entries" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_member_idx" ON "messages" USING btree ("member_id","read_at");