-- A provider's status, keys and allowed games decide every wallet call. Each instance keeps what it read of them
-- until the content version moves, so a change (a revoked provider or key, a rotation's end, a game taken away)
-- raises the version in its own transaction and reaches every instance with its next call, not after a timer.
CREATE TRIGGER "wallet_providers_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "wallet_providers" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "wallet_provider_keys_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "wallet_provider_keys" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "wallet_provider_games_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "wallet_provider_games" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
