CREATE TABLE "favourite_games" (
	"member_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "favourite_games_member_id_node_id_pk" PRIMARY KEY("member_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "favourite_toggles" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"last_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_vendors" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"group_code" text,
	"is_hot" integer DEFAULT 0 NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"is_game" text,
	"lobby_code" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"node_id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"vendor" text NOT NULL,
	"game_type" text NOT NULL,
	"game_classify" text NOT NULL,
	"names" jsonb NOT NULL,
	"min_bet" numeric(18, 2) DEFAULT '1' NOT NULL,
	"min_line_num" integer DEFAULT 1 NOT NULL,
	"is_game" text,
	"parent_node_id" integer,
	"account_type_name" text NOT NULL,
	"default_play_type" text,
	"is_hot" integer DEFAULT 0 NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"engine" text NOT NULL,
	"launch_mode" text DEFAULT 'iframe' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"prize_mode" text NOT NULL,
	"game_group_code" text NOT NULL,
	"label_name" jsonb NOT NULL,
	"game_codes" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pvp_rooms" (
	"room_id" serial PRIMARY KEY NOT NULL,
	"node_id" integer NOT NULL,
	"name" text NOT NULL,
	"min_bet" numeric(18, 2) NOT NULL,
	"max_players" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recent_games" (
	"member_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"played_at" bigint NOT NULL,
	CONSTRAINT "recent_games_member_id_node_id_pk" PRIMARY KEY("member_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "bets" (
	"id" serial PRIMARY KEY NOT NULL,
	"round_id" text NOT NULL,
	"member_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"vendor" text NOT NULL,
	"category" text NOT NULL,
	"account_type_id" integer DEFAULT 0 NOT NULL,
	"stake" numeric(18, 2) NOT NULL,
	"payout" numeric(18, 2) DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'settled' NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" bigint NOT NULL,
	"settled_at" bigint,
	CONSTRAINT "bets_amounts_non_negative" CHECK ("bets"."stake" > 0 AND "bets"."payout" >= 0)
);
--> statement-breakpoint
CREATE TABLE "launch_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"account_type_id" integer DEFAULT 0 NOT NULL,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"used_at" bigint
);
--> statement-breakpoint
CREATE TABLE "lottery_draws" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_code" text NOT NULL,
	"draw_no" text NOT NULL,
	"draw_at" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"numbers" jsonb,
	"claimed_at" bigint,
	"drawn_at" bigint
);
--> statement-breakpoint
CREATE TABLE "lottery_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"round_id" text NOT NULL,
	"draw_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"play_type" text NOT NULL,
	"picks" jsonb NOT NULL,
	"stake" numeric(18, 2) NOT NULL,
	"payout" numeric(18, 2),
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "play_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"account_type_id" integer DEFAULT 0 NOT NULL,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"round_in_flight" text,
	"round_started_at" bigint
);
--> statement-breakpoint
CREATE UNIQUE INDEX "games_code_key" ON "games" USING btree ("code");--> statement-breakpoint
CREATE INDEX "games_type_vendor_idx" ON "games" USING btree ("game_type","vendor","sort");--> statement-breakpoint
CREATE INDEX "games_parent_idx" ON "games" USING btree ("parent_node_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_menus_group_key" ON "lottery_menus" USING btree ("prize_mode","game_group_code");--> statement-breakpoint
CREATE INDEX "recent_games_member_idx" ON "recent_games" USING btree ("member_id","played_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bets_round_key" ON "bets" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX "bets_member_idx" ON "bets" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "bets_created_idx" ON "bets" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bets_payout_idx" ON "bets" USING btree ("payout");--> statement-breakpoint
CREATE INDEX "launch_tokens_expires_idx" ON "launch_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draws_issue_key" ON "lottery_draws" USING btree ("game_code","draw_no");--> statement-breakpoint
CREATE INDEX "lottery_draws_due_idx" ON "lottery_draws" USING btree ("status","draw_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_tickets_round_key" ON "lottery_tickets" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX "lottery_tickets_draw_idx" ON "lottery_tickets" USING btree ("draw_id","status");