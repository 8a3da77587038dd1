-- Issue 29: once a rental is handed over, its status follows the handover desk. The status update
-- refuses such a change first (equipment-rentals/handedOver.ts, with the clear message); this
-- trigger holds the rule against a change that raced a pickup past that check. The one change
-- allowed is the return's own: to COMPLETED once the handover is RETURNED (or settled after it,
-- which a second return cannot reach). Statement-level, as the counters' triggers: one lookup per
-- statement, run after the row locks, so it sees a pickup committed meanwhile.
CREATE FUNCTION refuse_handed_over_status_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  found_stage handover_stage;
BEGIN
  SELECT h.stage INTO found_stage
  FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN rental_handovers h ON h.rental_id = n.id
  WHERE n.status <> o.status AND NOT (n.status = 'COMPLETED' AND h.stage = 'RETURNED')
  LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'the status of a rental handed over follows its handover'
      USING ERRCODE = 'check_violation',
        CONSTRAINT = CASE WHEN found_stage = 'OUT' THEN 'rental_picked_up' ELSE 'rental_returned' END;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER equipment_rentals_follow_handover AFTER UPDATE ON equipment_rentals REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_handed_over_status_change();
