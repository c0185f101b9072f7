-- The cache generations (see cache_generations in src/db/operations-schema.ts): triggers raise a counter
-- whenever what the instances cache changes, whoever changes it (the API, a job, an administrator in psql), and
-- notify channel lrp_cache (the embedded PGlite listens instead of reading the counters on every request).
INSERT INTO "cache_generations" ("id") VALUES (1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION lrp_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE cache_generations SET sessions = sessions + 1 WHERE id = 1;
  PERFORM pg_notify('lrp_cache', 'sessions');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION lrp_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE cache_generations SET content = content + 1 WHERE id = 1;
  PERFORM pg_notify('lrp_cache', 'content');
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Sessions: one ended (sign-out, expiry, password reset), was moved to another user or language, or was made
-- older than it is (an administrator ending it by hand); the server's own touches move last_seen_at forward.
CREATE TRIGGER sessions_deleted AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION lrp_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER UPDATE ON sessions FOR EACH ROW
  WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.language IS DISTINCT FROM NEW.language
    OR NEW.last_seen_at < OLD.last_seen_at)
  EXECUTE FUNCTION lrp_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER sessions_truncated AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION lrp_sessions_changed();
--> statement-breakpoint
-- Users: any change a session carries (status, role, account, names, password ...), but not the bookkeeping of
-- a sign-in (failed attempts back to 0, the language chosen, updated_at), so signing in empties no cache.
CREATE TRIGGER users_changed AFTER UPDATE ON users FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'updated_at' - 'failed_login_attempts' - 'language')
    IS DISTINCT FROM (to_jsonb(NEW) - 'updated_at' - 'failed_login_attempts' - 'language'))
  EXECUTE FUNCTION lrp_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER users_deleted AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION lrp_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER users_truncated AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION lrp_sessions_changed();
--> statement-breakpoint
-- The county's settings and page content: rarely written, so any statement counts.
CREATE TRIGGER county_settings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON county_settings FOR EACH STATEMENT EXECUTE FUNCTION lrp_content_changed();
--> statement-breakpoint
CREATE TRIGGER paragraph_lists_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON paragraph_lists FOR EACH STATEMENT EXECUTE FUNCTION lrp_content_changed();
--> statement-breakpoint
CREATE TRIGGER login_slides_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON login_slides FOR EACH STATEMENT EXECUTE FUNCTION lrp_content_changed();
--> statement-breakpoint
CREATE TRIGGER reference_lists_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reference_lists FOR EACH STATEMENT EXECUTE FUNCTION lrp_content_changed();
--> statement-breakpoint
-- Accounts and the ledger change with every charge: no counter (every charge would queue on its row), only a
-- notification, and only to a session that asked for it (the embedded PGlite: SET lrp.notify_data = 'on').
CREATE FUNCTION lrp_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('lrp.notify_data', true) = 'on' THEN
    PERFORM pg_notify('lrp_cache', TG_ARGV[0]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER accounts_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON accounts FOR EACH STATEMENT EXECUTE FUNCTION lrp_data_changed('accounts');
--> statement-breakpoint
CREATE TRIGGER account_page_access_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON account_page_access FOR EACH STATEMENT EXECUTE FUNCTION lrp_data_changed('accounts');
--> statement-breakpoint
CREATE TRIGGER transaction_log_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON transaction_log FOR EACH STATEMENT EXECUTE FUNCTION lrp_data_changed('ledger');
