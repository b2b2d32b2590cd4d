CREATE TABLE "content_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"target_id" integer,
	"body" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"author" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"published_id" integer
);
--> statement-breakpoint
CREATE INDEX "content_drafts_kind_status_idx" ON "content_drafts" USING btree ("kind","status");
