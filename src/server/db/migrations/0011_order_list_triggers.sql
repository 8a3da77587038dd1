-- Keeps vendor_orders (one row per vendor and order, with the vendor's first item by id and its
-- status) and vendor_order_counts (a vendor's rows per status) in step with every write of
-- order_items, in the same transaction. Statement-level triggers with transition tables cost one
-- set-based statement or two per write, so bulk seeds stay fast; rows are written in key order so
-- concurrent writers lock them in the same order.

-- Counts: one statement for the rows gone and the rows come, so two writers moving orders in
-- opposite directions (PENDING -> DELIVERED and back) lock the same rows in the same order.
CREATE FUNCTION bump_vendor_order_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO vendor_order_counts (vendor_id, status, n)
      SELECT vendor_id, status, count(*) FROM new_rows GROUP BY vendor_id, status ORDER BY vendor_id, status
    ON CONFLICT (vendor_id, status) DO UPDATE SET n = vendor_order_counts.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO vendor_order_counts (vendor_id, status, n)
      SELECT vendor_id, status, -count(*) FROM old_rows GROUP BY vendor_id, status ORDER BY vendor_id, status
    ON CONFLICT (vendor_id, status) DO UPDATE SET n = vendor_order_counts.n + excluded.n;
  ELSE
    INSERT INTO vendor_order_counts (vendor_id, status, n)
      SELECT vendor_id, status, sum(delta) FROM (
        SELECT vendor_id, status, 1 AS delta FROM new_rows
        UNION ALL
        SELECT vendor_id, status, -1 AS delta FROM old_rows
      ) changes
      GROUP BY vendor_id, status HAVING sum(delta) <> 0 ORDER BY vendor_id, status
    ON CONFLICT (vendor_id, status) DO UPDATE SET n = vendor_order_counts.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER vendor_orders_counts_insert AFTER INSERT ON vendor_orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_vendor_order_counts();
--> statement-breakpoint
CREATE TRIGGER vendor_orders_counts_update AFTER UPDATE ON vendor_orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_vendor_order_counts();
--> statement-breakpoint
CREATE TRIGGER vendor_orders_counts_delete AFTER DELETE ON vendor_orders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_vendor_order_counts();
--> statement-breakpoint
-- Reads the given (vendor, order) pairs again from order_items: a pair with no items left goes,
-- the others take their first item (by id) and its status.
CREATE FUNCTION refresh_vendor_orders(vendor_ids uuid[], order_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM vendor_orders vo
  USING unnest(vendor_ids, order_ids) AS p(vendor_id, order_id)
  WHERE vo.vendor_id = p.vendor_id AND vo.order_id = p.order_id
    AND NOT EXISTS (SELECT 1 FROM order_items oi WHERE oi.vendor_id = p.vendor_id AND oi.order_id = p.order_id);
  INSERT INTO vendor_orders (vendor_id, order_id, first_item_id, order_date, status)
    SELECT f.vendor_id, f.order_id, f.id, o.order_date, f.status
    FROM (
      SELECT DISTINCT ON (oi.vendor_id, oi.order_id) oi.vendor_id, oi.order_id, oi.id, oi.status
      FROM (SELECT DISTINCT * FROM unnest(vendor_ids, order_ids) AS u(vendor_id, order_id)) p
      JOIN order_items oi ON oi.vendor_id = p.vendor_id AND oi.order_id = p.order_id
      ORDER BY oi.vendor_id, oi.order_id, oi.id
    ) f
    JOIN orders o ON o.id = f.order_id
    ORDER BY f.vendor_id, f.order_id
  ON CONFLICT (vendor_id, order_id) DO UPDATE SET first_item_id = excluded.first_item_id, status = excluded.status
    WHERE (vendor_orders.first_item_id, vendor_orders.status) IS DISTINCT FROM (excluded.first_item_id, excluded.status);
END
$$;
--> statement-breakpoint
-- Inserts are read from the new items alone (re-reading order_items tripled a bulk seed's time):
-- a pair that already had items keeps its first item unless a new one sorts before it. Status
-- changes touch only the pairs whose first item changed. Deletes, and items moved to another
-- vendor or order (no call does it), read their pairs again.
CREATE FUNCTION sync_vendor_orders() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  vendor_ids uuid[];
  order_ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO vendor_orders (vendor_id, order_id, first_item_id, order_date, status)
      SELECT f.vendor_id, f.order_id, f.id, o.order_date, f.status
      FROM (
        SELECT DISTINCT ON (vendor_id, order_id) vendor_id, order_id, id, status
        FROM new_rows ORDER BY vendor_id, order_id, id
      ) f
      JOIN orders o ON o.id = f.order_id
      ORDER BY f.vendor_id, f.order_id
    ON CONFLICT (vendor_id, order_id) DO UPDATE SET first_item_id = excluded.first_item_id, status = excluded.status
      WHERE excluded.first_item_id < vendor_orders.first_item_id;
    RETURN NULL;
  END IF;

  IF TG_OP = 'UPDATE' THEN
    UPDATE vendor_orders vo SET status = n.status
    FROM new_rows n
    WHERE vo.vendor_id = n.vendor_id AND vo.order_id = n.order_id AND vo.first_item_id = n.id
      AND vo.status <> n.status;
    SELECT array_agg(p.vendor_id), array_agg(p.order_id) INTO vendor_ids, order_ids
    FROM new_rows n
    JOIN old_rows o ON o.id = n.id
    CROSS JOIN LATERAL (VALUES (n.vendor_id, n.order_id), (o.vendor_id, o.order_id)) AS p(vendor_id, order_id)
    WHERE n.vendor_id <> o.vendor_id OR n.order_id <> o.order_id;
  ELSE
    SELECT array_agg(o.vendor_id), array_agg(o.order_id) INTO vendor_ids, order_ids
    FROM old_rows o
    JOIN vendor_orders vo ON vo.vendor_id = o.vendor_id AND vo.order_id = o.order_id AND vo.first_item_id = o.id;
  END IF;
  IF vendor_ids IS NOT NULL THEN
    PERFORM refresh_vendor_orders(vendor_ids, order_ids);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Items written before these triggers existed (the counts follow through their trigger).
INSERT INTO vendor_orders (vendor_id, order_id, first_item_id, order_date, status)
  SELECT DISTINCT ON (oi.vendor_id, oi.order_id) oi.vendor_id, oi.order_id, oi.id, o.order_date, oi.status
  FROM order_items oi JOIN orders o ON o.id = oi.order_id
  ORDER BY oi.vendor_id, oi.order_id, oi.id;
--> statement-breakpoint
CREATE TRIGGER order_items_vendor_orders_insert AFTER INSERT ON order_items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_vendor_orders();
--> statement-breakpoint
CREATE TRIGGER order_items_vendor_orders_update AFTER UPDATE ON order_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_vendor_orders();
--> statement-breakpoint
CREATE TRIGGER order_items_vendor_orders_delete AFTER DELETE ON order_items REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_vendor_orders();
--> statement-breakpoint
-- No call moves an order's date; should a statement ever do it, its vendors' rows follow.
CREATE FUNCTION move_vendor_orders_date() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE vendor_orders SET order_date = NEW.order_date
  WHERE (vendor_id, order_id) IN (SELECT vendor_id, order_id FROM order_items WHERE order_id = NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_vendor_orders_date AFTER UPDATE OF order_date ON orders FOR EACH ROW WHEN (OLD.order_date IS DISTINCT FROM NEW.order_date) EXECUTE FUNCTION move_vendor_orders_date();
--> statement-breakpoint
-- The global counts (migration 0002) wrote the rows come and the rows gone in two statements, so
-- two orders moving in opposite directions at once could lock the same two rows in opposite
-- orders and deadlock. One statement per change, in status order, as above.
CREATE OR REPLACE FUNCTION bump_status_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO status_counts (entity, status, n)
      SELECT TG_TABLE_NAME, status::text, count(*) FROM new_rows GROUP BY status ORDER BY status::text
    ON CONFLICT (entity, status) DO UPDATE SET n = status_counts.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO status_counts (entity, status, n)
      SELECT TG_TABLE_NAME, status::text, -count(*) FROM old_rows GROUP BY status ORDER BY status::text
    ON CONFLICT (entity, status) DO UPDATE SET n = status_counts.n + excluded.n;
  ELSE
    INSERT INTO status_counts (entity, status, n)
      SELECT TG_TABLE_NAME, status, sum(delta) FROM (
        SELECT status::text AS status, 1 AS delta FROM new_rows
        UNION ALL
        SELECT status::text AS status, -1 AS delta FROM old_rows
      ) changes
      GROUP BY status HAVING sum(delta) <> 0 ORDER BY status
    ON CONFLICT (entity, status) DO UPDATE SET n = status_counts.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
