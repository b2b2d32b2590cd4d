-- The part of each stake paid with bonus money, for the statement (bonus stakes shown apart from cash stakes).
CREATE TABLE "bonus_stakes" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"movement_key" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "bonus_stakes_amount_positive" CHECK ("bonus_stakes"."amount" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_stakes_movement_key" ON "bonus_stakes" USING btree ("movement_key");
--> statement-breakpoint
CREATE INDEX "bonus_stakes_member_idx" ON "bonus_stakes" USING btree ("member_id","created_at");
