-- The seamless-wallet API: providers, their signing keys and games, and every money call they made (its answer kept
-- for replays). The demo provider's round claim moves off play_sessions, which now belong to the wallet API as its
-- player tokens, onto a table of the provider's own.
CREATE TABLE "provider_round_claims" (
	"session_hash" text PRIMARY KEY NOT NULL,
	"round_id" text NOT NULL,
	"started_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_provider_games" (
	"provider_id" text NOT NULL,
	"game_code" text NOT NULL,
	CONSTRAINT "wallet_provider_games_provider_id_game_code_pk" PRIMARY KEY("provider_id","game_code")
);
--> statement-breakpoint
CREATE TABLE "wallet_provider_keys" (
	"key_id" text PRIMARY KEY NOT NULL,
	"provider_id" text NOT NULL,
	"secret" text NOT NULL,
	"created_at" bigint NOT NULL,
	"expires_at" bigint,
	"revoked_at" bigint
);
--> statement-breakpoint
CREATE TABLE "wallet_providers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" bigint NOT NULL,
	"revoked_at" bigint
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" text NOT NULL,
	"transaction_id" text NOT NULL,
	"request_id" text,
	"kind" text NOT NULL,
	"round_id" text NOT NULL,
	"member_id" integer,
	"amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"target_transaction_id" text,
	"status" text DEFAULT 'done' NOT NULL,
	"fingerprint" text NOT NULL,
	"answer" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "wallet_provider_keys_provider_idx" ON "wallet_provider_keys" USING btree ("provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_transaction_key" ON "wallet_transactions" USING btree ("provider_id","transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_request_key" ON "wallet_transactions" USING btree ("provider_id","request_id");--> statement-breakpoint
CREATE INDEX "wallet_transactions_round_idx" ON "wallet_transactions" USING btree ("provider_id","round_id");--> statement-breakpoint
ALTER TABLE "play_sessions" DROP COLUMN "round_in_flight";--> statement-breakpoint
ALTER TABLE "play_sessions" DROP COLUMN "round_started_at";