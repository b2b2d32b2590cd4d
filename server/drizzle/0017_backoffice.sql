CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"seq" integer NOT NULL,
	"actor" text NOT NULL,
	"operator_id" integer,
	"role" text NOT NULL,
	"action" text NOT NULL,
	"subject" text NOT NULL,
	"before" text NOT NULL,
	"after" text NOT NULL,
	"reason" text NOT NULL,
	"address" text NOT NULL,
	"at" bigint NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"key_hash" text NOT NULL,
	"role" text NOT NULL,
	"label" text NOT NULL,
	"created_at" bigint NOT NULL,
	"revoked_at" bigint
);
--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"operator_id" integer NOT NULL,
	"stage" text NOT NULL,
	"csrf_hash" text NOT NULL,
	"created_at" bigint NOT NULL,
	"last_seen_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"revoked_at" bigint,
	"ip" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"totp_secret" text,
	"totp_confirmed_at" bigint,
	"totp_last_step" bigint DEFAULT 0 NOT NULL,
	"role" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" bigint NOT NULL,
	"last_sign_in_at" bigint
);
--> statement-breakpoint
CREATE TABLE "queue_claims" (
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"operator_id" integer NOT NULL,
	"claimed_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	CONSTRAINT "queue_claims_kind_reference_pk" PRIMARY KEY("kind","reference")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_seq_idx" ON "audit_log" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor","at");--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject");--> statement-breakpoint
CREATE UNIQUE INDEX "operator_keys_hash_idx" ON "operator_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "operator_keys_label_idx" ON "operator_keys" USING btree ("label");--> statement-breakpoint
CREATE UNIQUE INDEX "operator_sessions_token_idx" ON "operator_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "operator_sessions_operator_idx" ON "operator_sessions" USING btree ("operator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "operators_username_idx" ON "operators" USING btree ("username");