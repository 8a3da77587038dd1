-- A vendor's inbox (modules/inbox, issue 26) is written here, by triggers, in the same transaction
-- as the change that causes each event, so no writer (the API, the seed, a psql session) can
-- leave it behind. inbox_add() numbers each vendor's events under its inbox_heads row, whose lock
-- is held until commit: a vendor's seq follows the order its events commit, so a stream that saw
-- seq n misses nothing by reading the rows after n. Rows are locked in vendor order (deadlocks).
-- Each vendor's new last seq is announced on vendor_feed (delivered at commit, with the rows).
CREATE FUNCTION inbox_add(events jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  heads jsonb;
  head jsonb;
BEGIN
  IF events IS NULL OR jsonb_array_length(events) = 0 THEN
    RETURN;
  END IF;
  WITH e AS (
    SELECT (x.e->>'vendor_id')::uuid AS vendor_id, x.e->>'kind' AS kind, x.e->'details' AS details,
      row_number() OVER (PARTITION BY x.e->>'vendor_id' ORDER BY x.ord) AS rn,
      count(*) OVER (PARTITION BY x.e->>'vendor_id') AS n
    FROM jsonb_array_elements(events) WITH ORDINALITY AS x(e, ord)
  ), moved AS (
    INSERT INTO inbox_heads AS h (vendor_id, last_seq)
      SELECT vendor_id, count(*) FROM e GROUP BY vendor_id ORDER BY vendor_id
    ON CONFLICT (vendor_id) DO UPDATE SET last_seq = h.last_seq + excluded.last_seq
    RETURNING h.vendor_id, h.last_seq
  ), added AS (
    INSERT INTO inbox_events (vendor_id, seq, kind, details)
      SELECT e.vendor_id, m.last_seq - e.n + e.rn, e.kind, e.details FROM e JOIN moved m USING (vendor_id)
    RETURNING vendor_id, seq
  )
  SELECT jsonb_agg(jsonb_build_object('vendorId', vendor_id, 'seq', last)) INTO heads
  FROM (SELECT vendor_id, max(seq) AS last FROM added GROUP BY vendor_id) s;
  FOR head IN SELECT * FROM jsonb_array_elements(heads) LOOP
    PERFORM pg_notify('vendor_feed', head::text);
  END LOOP;
END
$$;
--> statement-breakpoint
-- A vendor's first item of an order makes its vendor_orders row (migration 0011): a new order for it.
CREATE FUNCTION inbox_new_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM inbox_add((
    SELECT jsonb_agg(jsonb_build_object('vendor_id', n.vendor_id, 'kind', 'NEW_ORDER', 'details',
      jsonb_build_object('orderId', n.order_id, 'items', i.items, 'total', i.total)) ORDER BY n.order_date, n.order_id)
    FROM new_rows n
    CROSS JOIN LATERAL (
      SELECT count(*) AS items, coalesce(sum(oi.total_price), 0) AS total
      FROM order_items oi WHERE oi.vendor_id = n.vendor_id AND oi.order_id = n.order_id
    ) i
  ));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER vendor_orders_inbox AFTER INSERT ON vendor_orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inbox_new_orders();
--> statement-breakpoint
CREATE FUNCTION inbox_items_cancelled() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM inbox_add((
    SELECT jsonb_agg(jsonb_build_object('vendor_id', n.vendor_id, 'kind', 'ITEM_CANCELLED', 'details',
      jsonb_build_object('orderId', n.order_id, 'product', n.product_name)) ORDER BY n.order_id, n.id)
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.status = 'CANCELLED' AND o.status <> 'CANCELLED'
  ));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER order_items_inbox AFTER UPDATE ON order_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inbox_items_cancelled();
--> statement-breakpoint
CREATE FUNCTION inbox_account_suspension() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM inbox_add((
    SELECT jsonb_agg(jsonb_build_object('vendor_id', v.id, 'kind',
      CASE WHEN NEW.suspended_at IS NULL THEN 'REINSTATED' ELSE 'SUSPENDED' END, 'details', '{}'::jsonb))
    FROM vendors v WHERE v.user_id = NEW.id
  ));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_inbox_suspension AFTER UPDATE OF suspended_at ON users FOR EACH ROW WHEN ((OLD.suspended_at IS NULL) <> (NEW.suspended_at IS NULL)) EXECUTE FUNCTION inbox_account_suspension();
--> statement-breakpoint
-- A variant falls low on stock (is_low_stock(), migration 0026's definition) when a change takes
-- it from above the threshold to at or below it; a new variant starting low is not a fall.
CREATE FUNCTION inbox_low_stock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM inbox_add((
    SELECT jsonb_agg(jsonb_build_object('vendor_id', p.vendor_id, 'kind', 'LOW_STOCK', 'details',
      jsonb_build_object('product', p.name, 'variant', n.size, 'stock', n.stock))
      ORDER BY p.vendor_id, n.id)
    FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN products p ON p.id = n.product_id
    WHERE is_low_stock(n.stock) AND NOT is_low_stock(o.stock)
  ));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_variants_inbox AFTER UPDATE ON product_variants REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inbox_low_stock();
--> statement-breakpoint
-- The vendor's open lists refresh when their rows change (no inbox row: nothing to replay, a
-- list read after a reconnect is current anyway). Identical notifications of a transaction are
-- delivered once.
CREATE FUNCTION notify_vendors_changed(vendor_ids uuid[], list text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  vendor uuid;
BEGIN
  FOR vendor IN SELECT DISTINCT v FROM unnest(vendor_ids) AS v WHERE v IS NOT NULL LOOP
    PERFORM pg_notify('vendor_feed', jsonb_build_object('vendorId', vendor, 'changed', list)::text);
  END LOOP;
END
$$;
--> statement-breakpoint
-- The rows a statement inserted, updated (their new side: no call moves an order's row, a product
-- or a variant to another vendor) or deleted are its transition table changed_rows. Rows with a
-- vendor_id (vendor_orders, products); TG_ARGV[0] names the admin's list.
CREATE FUNCTION vendor_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_vendors_changed(ARRAY(SELECT vendor_id FROM changed_rows), TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Variants, through their product (those deleted with it: the product's trigger tells).
CREATE FUNCTION variant_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_vendors_changed(ARRAY(SELECT p.vendor_id FROM changed_rows v JOIN products p ON p.id = v.product_id), 'materials');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER vendor_orders_changed_insert AFTER INSERT ON vendor_orders REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION vendor_rows_changed('vendor-orders');
--> statement-breakpoint
CREATE TRIGGER vendor_orders_changed_update AFTER UPDATE ON vendor_orders REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION vendor_rows_changed('vendor-orders');
--> statement-breakpoint
CREATE TRIGGER vendor_orders_changed_delete AFTER DELETE ON vendor_orders REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION vendor_rows_changed('vendor-orders');
--> statement-breakpoint
CREATE TRIGGER products_changed_insert AFTER INSERT ON products REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION vendor_rows_changed('materials');
--> statement-breakpoint
CREATE TRIGGER products_changed_update AFTER UPDATE ON products REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION vendor_rows_changed('materials');
--> statement-breakpoint
CREATE TRIGGER products_changed_delete AFTER DELETE ON products REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION vendor_rows_changed('materials');
--> statement-breakpoint
CREATE TRIGGER product_variants_changed_insert AFTER INSERT ON product_variants REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION variant_rows_changed();
--> statement-breakpoint
CREATE TRIGGER product_variants_changed_update AFTER UPDATE ON product_variants REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION variant_rows_changed();
--> statement-breakpoint
CREATE TRIGGER product_variants_changed_delete AFTER DELETE ON product_variants REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION variant_rows_changed();
