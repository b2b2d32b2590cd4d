-- Tokens and play sessions from before the binding name no portal session to end with: they end now, and the pages launch again.
DELETE FROM "launch_tokens";--> statement-breakpoint
DELETE FROM "play_sessions";--> statement-breakpoint
ALTER TABLE "launch_tokens" ADD COLUMN "portal_session" text NOT NULL;--> statement-breakpoint
ALTER TABLE "launch_tokens" ADD COLUMN "portal_ends_at" bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "play_sessions" ADD COLUMN "portal_session" text NOT NULL;--> statement-breakpoint
ALTER TABLE "play_sessions" ADD COLUMN "portal_ends_at" bigint NOT NULL;--> statement-breakpoint
CREATE INDEX "launch_tokens_portal_session_idx" ON "launch_tokens" USING btree ("portal_session");--> statement-breakpoint
CREATE INDEX "play_sessions_portal_session_idx" ON "play_sessions" USING btree ("portal_session");