CREATE TABLE "protection_breaks" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"started_at" bigint NOT NULL,
	"ends_at" bigint,
	"released_at" bigint,
	"lift_requested_at" bigint,
	"lifted_by" text DEFAULT '' NOT NULL,
	"lift_reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "protection_session_clocks" (
	"session_hash" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"started_at" bigint NOT NULL,
	"every_minutes" integer NOT NULL,
	"check_due_at" bigint
);
--> statement-breakpoint
CREATE TABLE "protection_session_settings" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"reality_check_minutes" integer NOT NULL,
	"session_limit_minutes" integer,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "protection_breaks_member_idx" ON "protection_breaks" USING btree ("member_id","released_at");--> statement-breakpoint
CREATE INDEX "protection_session_clocks_member_idx" ON "protection_session_clocks" USING btree ("member_id");