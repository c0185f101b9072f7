-- The content triggers of migration 0003 counted every statement on the county's settings and page content, even
-- one that changed no row: the defaults each server start writes again (INSERT ... ON CONFLICT DO NOTHING, the
-- product's lists rewritten as they were) moved the content counter, so every start of any instance emptied every
-- instance's content cache, and made each instance's next search run twice (src/plugins/cache-check.ts). Now a
-- statement counts when its transition table holds a row: one trigger per event, TRUNCATE as before.
CREATE FUNCTION lrp_content_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT FROM changed_rows) THEN
    UPDATE cache_generations SET content = content + 1 WHERE id = 1;
    PERFORM pg_notify('lrp_cache', 'content');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER county_settings_changed ON county_settings;
--> statement-breakpoint
CREATE TRIGGER county_settings_inserted AFTER INSERT ON county_settings REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION lrp_content_rows_changed();
--> statement-breakpoint
CREATE TRIGGER county_settings_updated AFTER UPDATE ON county_settings REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION lrp_content_rows_changed();
--> statement-breakpoint
CREATE TRIGGER county_settings_deleted AFTER DELETE ON county_settings REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION lrp_content_rows_changed();
--> statement-breakpoint
CREATE TRIGGER county_settings_truncated AFTER TRUNCATE ON county_settings FOR EACH STATEMENT EXECUTE FUNCTION lrp_content_changed();
--> statement-breakpoint
DROP TRIGGER paragraph_lists_changed ON paragraph_lists;
--> statement-breakpoint
CREATE TRIGGER paragraph_lists_inserted AFTER INSERT ON paragraph_lists REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION lrp_content_rows_changed();
--> statement-breakpoint
CREATE TRIGGER paragraph_lists_updated AFTER UPDATE ON paragraph_lists REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION lrp_content_rows_changed();
--> statement-breakpoint
CREATE TRIGGER paragraph_lists_deleted AFTER DELETE ON paragraph_lists REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION lrp_content_rows_changed();
--> statement-breakpoint
CREATE TRIGGER paragraph_lists_truncated AFTER TRUNCATE ON paragraph_lists FOR EACH STATEMENT EXECUTE FUNCTION lrp_content_changed();
--> statement-breakpoint
DROP TRIGGER login_slides_changed ON login_slides;
--> statement-breakpoint
CREATE TRIGGER login_slides_inserted AFTER INSERT ON login_slides REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION lrp_content_rows_changed();
--> statement-breakpoint
CREATE TRIGGER login_slides_updated AFTER UPDATE ON login_slides REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION lrp_content_rows_changed();
--> statement-breakpoint
CREATE TRIGGER login_slides_deleted AFTER DELETE ON login_slides REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION lrp_content_rows_changed();
--> statement-breakpoint
CREATE TRIGGER login_slides_truncated AFTER TRUNCATE ON login_slides FOR EACH STATEMENT EXECUTE FUNCTION lrp_content_changed();
--> statement-breakpoint
DROP TRIGGER reference_lists_changed ON reference_lists;
--> statement-breakpoint
CREATE TRIGGER reference_lists_inserted AFTER INSERT ON reference_lists REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION lrp_content_rows_changed();
--> statement-breakpoint
CREATE TRIGGER reference_lists_updated AFTER UPDATE ON reference_lists REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION lrp_content_rows_changed();
--> statement-breakpoint
CREATE TRIGGER reference_lists_deleted AFTER DELETE ON reference_lists REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION lrp_content_rows_changed();
--> statement-breakpoint
CREATE TRIGGER reference_lists_truncated AFTER TRUNCATE ON reference_lists FOR EACH STATEMENT EXECUTE FUNCTION lrp_content_changed();
