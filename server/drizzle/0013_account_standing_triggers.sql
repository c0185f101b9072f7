-- An account's standing (its type, payment method, rate level, status...) and its page access are what a search
-- checks before it runs: instances keep them with the sessions counter (src/modules/currentUser/standing.ts), so
-- a change to them moves that counter, like a change to a user. Balances and the account tasks' dates change with
-- every charge and are left out: the search reads them in its own statement.
CREATE TRIGGER accounts_standing_changed AFTER UPDATE ON accounts FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'escrow_balance' - 'images_remaining' - 'last_tasks' - 'last_billed' - 'last_image_renewal')
    IS DISTINCT FROM (to_jsonb(NEW) - 'escrow_balance' - 'images_remaining' - 'last_tasks' - 'last_billed' - 'last_image_renewal'))
  EXECUTE FUNCTION lrp_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER accounts_deleted AFTER DELETE ON accounts FOR EACH ROW EXECUTE FUNCTION lrp_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER accounts_truncated AFTER TRUNCATE ON accounts FOR EACH STATEMENT EXECUTE FUNCTION lrp_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER account_page_access_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON account_page_access FOR EACH STATEMENT EXECUTE FUNCTION lrp_sessions_changed();
