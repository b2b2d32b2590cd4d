CREATE TABLE "content_versions" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "content_versions" ("id", "version") VALUES (1, 1);--> statement-breakpoint
-- Raised once per statement that changes a table behind the public answers, in that statement's transaction:
-- a change and the new version commit together or not at all, and no writer can forget it. The notification
-- goes out at commit; the embedded database hands it to its own process before the write returns.
CREATE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	raised bigint;
BEGIN
	UPDATE "content_versions" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO raised;
	PERFORM pg_notify('content_version', raised::text);
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "settings_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "settings" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "switches_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "switches" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "register_rules_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "register_rules" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "resources_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "resources" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "customer_service_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "customer_service" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "domain_routes_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "domain_routes" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "help_topics_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "help_topics" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "announcements_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "announcements" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "banners_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "banners" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "promotions_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "promotions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "game_vendors_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "game_vendors" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "games_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "games" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "lottery_menus_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "lottery_menus" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
