-- Every instance keeps the answers of its session checks for up to a second (auth/sessionCheck.ts).
-- A session's end is announced on the channel session_ended, so each instance forgets them at once:
-- sent by the statement that ends it, and delivered only if its transaction commits (a NOTIFY is
-- held until then). Here rather than in the services, so no writer can end a session silently
-- (a psql session included). Identical notifications of one transaction are delivered once.
CREATE FUNCTION notify_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_ended', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER refresh_tokens_session_ended AFTER UPDATE OF revoked_at ON refresh_tokens FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL) EXECUTE FUNCTION notify_session_ended();
--> statement-breakpoint
CREATE TRIGGER users_suspended_session_ended AFTER UPDATE OF suspended_at ON users FOR EACH ROW WHEN (OLD.suspended_at IS NULL AND NEW.suspended_at IS NOT NULL) EXECUTE FUNCTION notify_session_ended();
--> statement-breakpoint
CREATE TRIGGER users_deleted_session_ended AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION notify_session_ended();
