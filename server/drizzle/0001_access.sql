-- Captchas, human checks and SMS codes live for minutes; dropping them lets the new NOT NULL hash columns apply to a live database.
DELETE FROM "captchas";--> statement-breakpoint
DELETE FROM "human_checks";--> statement-breakpoint
DELETE FROM "sms_outbox";--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"sent_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_guards" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" bigint NOT NULL,
	"locked_until" bigint
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"used_at" bigint
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "avatar" text DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "member_labels" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "referred_by_id" integer;--> statement-breakpoint
ALTER TABLE "captchas" ADD COLUMN "answer_hash" text NOT NULL;--> statement-breakpoint
ALTER TABLE "human_checks" ADD COLUMN "created_at" bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "human_checks" ADD COLUMN "pass_expires_at" bigint;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "channel" text DEFAULT 'sms' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "code_hash" text NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "email_outbox_recipient_idx" ON "email_outbox" USING btree ("recipient");--> statement-breakpoint
CREATE INDEX "password_resets_member_idx" ON "password_resets" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_referral_code_key" ON "members" USING btree ("referral_code");--> statement-breakpoint
ALTER TABLE "members" DROP COLUMN "failed_logins";--> statement-breakpoint
ALTER TABLE "members" DROP COLUMN "locked_until";--> statement-breakpoint
ALTER TABLE "captchas" DROP COLUMN "answer";--> statement-breakpoint
ALTER TABLE "sms_outbox" DROP COLUMN "code";