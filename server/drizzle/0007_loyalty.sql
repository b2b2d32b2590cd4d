CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer,
	"question_type" text NOT NULL,
	"content" text NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"client_ip" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hot_matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"vendor" text NOT NULL,
	"leagues" jsonb NOT NULL,
	"home" jsonb NOT NULL,
	"away" jsonb NOT NULL,
	"starts_at" bigint NOT NULL,
	"odds" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"member_id" integer NOT NULL,
	"reward_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"points" integer NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"status" text DEFAULT 'process' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"created_at" bigint NOT NULL,
	"decided_at" bigint
);
--> statement-breakpoint
CREATE TABLE "point_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"names" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"units" jsonb NOT NULL,
	"image_url" text NOT NULL,
	"points" integer NOT NULL,
	"amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"stock" integer NOT NULL,
	"needs_address" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "point_rewards_stock_non_negative" CHECK ("point_rewards"."stock" >= 0),
	CONSTRAINT "point_rewards_points_positive" CHECK ("point_rewards"."points" > 0)
);
--> statement-breakpoint
CREATE INDEX "feedback_member_idx" ON "feedback" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "feedback_ip_idx" ON "feedback" USING btree ("client_ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "point_redemptions_reference_key" ON "point_redemptions" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "point_redemptions_member_idx" ON "point_redemptions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "point_redemptions_status_idx" ON "point_redemptions" USING btree ("status");