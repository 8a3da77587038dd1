-- Hand-written: calendar feeds with customer names keep their events while the names they show are
-- unchanged (modules/calendar-feeds/records.ts). Reading each record's customer account on every
-- fetch took 14-19 ms at --scale 2500; this one row, counted up in the same transaction as any
-- change of an account's name, says the same for all of them. Names change rarely: the row is
-- locked only then.
CREATE TABLE user_name_version (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO user_name_version (version) VALUES (0);
--> statement-breakpoint
CREATE FUNCTION count_user_name_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE user_name_version SET version = version + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_name_version AFTER UPDATE OF name ON users
  FOR EACH ROW WHEN (old.name IS DISTINCT FROM new.name) EXECUTE FUNCTION count_user_name_change();
