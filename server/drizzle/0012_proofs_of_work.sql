CREATE TABLE "proof_of_work_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"signature_secret" text NOT NULL,
	"key_signature_secret" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proofs_of_work" (
	"nonce" text PRIMARY KEY NOT NULL,
	"bound_to" text NOT NULL,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"used_at" bigint
);
--> statement-breakpoint
CREATE INDEX "proofs_of_work_expires_idx" ON "proofs_of_work" USING btree ("expires_at");