-- Every sign-in with the address, device id and browser it came from: the security centre lists them, the header shows the one before.
CREATE TABLE "sign_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"session_hash" text NOT NULL,
	"signed_in_at" bigint NOT NULL,
	"ip" text NOT NULL,
	"device_id" text NOT NULL,
	"user_agent" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sign_ins_member_idx" ON "sign_ins" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sign_ins_session_idx" ON "sign_ins" USING btree ("session_hash");