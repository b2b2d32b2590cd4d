ALTER TABLE "protection_breaks" ADD COLUMN "lift_decision" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "protection_breaks" ADD COLUMN "lift_decided_at" bigint;
--> statement-breakpoint
ALTER TABLE "protection_breaks" ADD COLUMN "lift_decided_by" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "protection_breaks" ADD COLUMN "lift_decision_reason" text DEFAULT '' NOT NULL;
--> statement-breakpoint
-- Requests made before operators decided them were granted on asking: they keep their cooling-off as approved.
UPDATE "protection_breaks" SET "lift_decision" = 'approved', "lift_decided_at" = "lift_requested_at" WHERE "lift_requested_at" IS NOT NULL AND "released_at" IS NOT NULL AND "lifted_by" = '';
--> statement-breakpoint
CREATE INDEX "protection_breaks_lift_waiting_idx" ON "protection_breaks" USING btree ("lift_requested_at") WHERE "lift_requested_at" IS NOT NULL AND "lift_decision" = '';
