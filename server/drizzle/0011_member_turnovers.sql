CREATE TABLE "member_turnovers" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"settled_stake" numeric(20, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
INSERT INTO "member_turnovers" ("member_id", "settled_stake")
	SELECT "member_id", sum("stake") FROM "bets" WHERE "status" = 'settled' GROUP BY "member_id";--> statement-breakpoint
-- A bet counts while it is settled: inserted settled, settled later (a lottery ticket at its draw), or changed
-- after; the difference lands in the same transaction as the bet row, so the running sum never drifts from it.
CREATE FUNCTION "count_settled_stake"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	was numeric := 0;
	now_is numeric := 0;
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."status" = 'settled' THEN was := OLD."stake"; END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."status" = 'settled' THEN now_is := NEW."stake"; END IF;
	IF TG_OP = 'UPDATE' AND OLD."member_id" <> NEW."member_id" THEN
		RAISE EXCEPTION 'a bet does not change hands';
	END IF;
	IF now_is - was <> 0 THEN
		INSERT INTO "member_turnovers" AS t ("member_id", "settled_stake")
			VALUES (COALESCE(NEW."member_id", OLD."member_id"), now_is - was)
			ON CONFLICT ("member_id") DO UPDATE SET "settled_stake" = t."settled_stake" + EXCLUDED."settled_stake";
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "bets_settled_stake" AFTER INSERT OR UPDATE OF "status", "stake", "member_id" OR DELETE ON "bets" FOR EACH ROW EXECUTE FUNCTION "count_settled_stake"();
