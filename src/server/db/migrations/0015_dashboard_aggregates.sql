CREATE TABLE "variant_counts" (
	"vendor_id" uuid PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_month_sales" (
	"vendor_id" uuid NOT NULL,
	"month" date NOT NULL,
	"orders" bigint NOT NULL,
	"revenue" numeric(16, 2) NOT NULL,
	CONSTRAINT "vendor_month_sales_vendor_id_month_pk" PRIMARY KEY("vendor_id","month")
);
--> statement-breakpoint
-- The first day of an instant's calendar month in the marketplace's time zone: Asia/Kolkata,
-- BUSINESS_TIME_ZONE in src/shared/constants.ts (tests/server/dashboard-aggregates.test.ts holds
-- the two together). Immutable, as the zone is a literal, so queries inline it into index bounds.
CREATE FUNCTION business_month(ts timestamptz) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT date_trunc('month', ts AT TIME ZONE 'Asia/Kolkata')::date
$$;
--> statement-breakpoint
-- Revenue: the items' total_price, cancelled ones left out, per vendor and month of the order's
-- date. These triggers fire before order_items_vendor_orders_* (the triggers of one event fire in
-- name order), so an item gone, even with its order by cascade, still finds its order's date in
-- its vendor_orders row, not yet refreshed. Inserts and deletes upsert every (vendor, month) their
-- items fall in, in key order, even when no revenue moves: vendor_orders' trigger then counts the
-- orders into rows this statement already holds, so no writer takes these rows out of key order.
CREATE FUNCTION bump_vendor_month_revenue() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO vendor_month_sales (vendor_id, month, orders, revenue)
      SELECT n.vendor_id, business_month(o.order_date), 0, coalesce(sum(n.revenue), 0)
      FROM (
        SELECT vendor_id, order_id, sum(total_price) FILTER (WHERE status <> 'CANCELLED') AS revenue
        FROM new_rows GROUP BY vendor_id, order_id
      ) n
      JOIN orders o ON o.id = n.order_id
      GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (vendor_id, month) DO UPDATE SET revenue = vendor_month_sales.revenue + excluded.revenue;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO vendor_month_sales (vendor_id, month, orders, revenue)
      SELECT d.vendor_id, business_month(vo.order_date), 0, -coalesce(sum(d.revenue), 0)
      FROM (
        SELECT vendor_id, order_id, sum(total_price) FILTER (WHERE status <> 'CANCELLED') AS revenue
        FROM old_rows GROUP BY vendor_id, order_id
      ) d
      JOIN vendor_orders vo ON vo.vendor_id = d.vendor_id AND vo.order_id = d.order_id
      GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (vendor_id, month) DO UPDATE SET revenue = vendor_month_sales.revenue + excluded.revenue;
  ELSE
    -- Only the items whose revenue moved (a status to or from CANCELLED) or that moved to another
    -- vendor or order (no call does it): a status change between other statuses writes nothing.
    WITH changed AS (
      SELECT n.vendor_id AS new_vendor, n.order_id AS new_order,
        CASE WHEN n.status = 'CANCELLED' THEN 0 ELSE n.total_price END AS new_revenue,
        o.vendor_id AS old_vendor, o.order_id AS old_order,
        CASE WHEN o.status = 'CANCELLED' THEN 0 ELSE o.total_price END AS old_revenue
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.vendor_id, n.order_id) IS DISTINCT FROM (o.vendor_id, o.order_id)
        OR (n.status = 'CANCELLED') IS DISTINCT FROM (o.status = 'CANCELLED')
        OR n.total_price IS DISTINCT FROM o.total_price
    )
    INSERT INTO vendor_month_sales (vendor_id, month, orders, revenue)
      SELECT vendor_id, month, 0, sum(revenue) FROM (
        SELECT c.new_vendor AS vendor_id, business_month(o.order_date) AS month, c.new_revenue AS revenue
        FROM changed c JOIN orders o ON o.id = c.new_order
        UNION ALL
        SELECT c.old_vendor, business_month(vo.order_date), -c.old_revenue
        FROM changed c JOIN vendor_orders vo ON vo.vendor_id = c.old_vendor AND vo.order_id = c.old_order
      ) moves
      GROUP BY vendor_id, month ORDER BY vendor_id, month
    ON CONFLICT (vendor_id, month) DO UPDATE SET revenue = vendor_month_sales.revenue + excluded.revenue;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER order_items_month_sales_insert AFTER INSERT ON order_items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_vendor_month_revenue();
--> statement-breakpoint
CREATE TRIGGER order_items_month_sales_update AFTER UPDATE ON order_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_vendor_month_revenue();
--> statement-breakpoint
CREATE TRIGGER order_items_month_sales_delete AFTER DELETE ON order_items REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_vendor_month_revenue();
--> statement-breakpoint
-- Orders: a vendor's vendor_orders rows (one per order holding its items) per month of their date.
CREATE FUNCTION bump_vendor_month_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO vendor_month_sales (vendor_id, month, orders, revenue)
      SELECT vendor_id, business_month(order_date), count(*), 0 FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (vendor_id, month) DO UPDATE SET orders = vendor_month_sales.orders + excluded.orders;
  ELSE
    INSERT INTO vendor_month_sales (vendor_id, month, orders, revenue)
      SELECT vendor_id, business_month(order_date), -count(*), 0 FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (vendor_id, month) DO UPDATE SET orders = vendor_month_sales.orders + excluded.orders;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER vendor_orders_month_sales_insert AFTER INSERT ON vendor_orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_vendor_month_orders();
--> statement-breakpoint
CREATE TRIGGER vendor_orders_month_sales_delete AFTER DELETE ON vendor_orders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_vendor_month_orders();
--> statement-breakpoint
-- No call moves an order's date; should a statement do it, vendor_orders follows (migration 0011)
-- and the vendor's order and revenue move with it to the other month. A row trigger with a column
-- list, so the status changes of vendor_orders never fire it.
CREATE FUNCTION move_vendor_month_sales() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF business_month(OLD.order_date) = business_month(NEW.order_date) THEN
    RETURN NULL;
  END IF;
  INSERT INTO vendor_month_sales (vendor_id, month, orders, revenue)
    SELECT NEW.vendor_id, m.month, m.sign, m.sign * r.revenue
    FROM (
      SELECT coalesce(sum(total_price) FILTER (WHERE status <> 'CANCELLED'), 0) AS revenue
      FROM order_items WHERE vendor_id = NEW.vendor_id AND order_id = NEW.order_id
    ) r
    CROSS JOIN (VALUES (business_month(OLD.order_date), -1), (business_month(NEW.order_date), 1)) AS m(month, sign)
    ORDER BY m.month
  ON CONFLICT (vendor_id, month) DO UPDATE
    SET orders = vendor_month_sales.orders + excluded.orders, revenue = vendor_month_sales.revenue + excluded.revenue;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER vendor_orders_month_sales_move AFTER UPDATE OF order_date ON vendor_orders FOR EACH ROW WHEN (OLD.order_date IS DISTINCT FROM NEW.order_date) EXECUTE FUNCTION move_vendor_month_sales();
--> statement-breakpoint
-- Variants per vendor, found through their product. Variants deleted with their product (by
-- cascade, after it is gone) are not found here: the product's trigger below took them off.
CREATE FUNCTION bump_variant_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO variant_counts (vendor_id, n)
      SELECT p.vendor_id, count(*) FROM new_rows v JOIN products p ON p.id = v.product_id
      GROUP BY p.vendor_id ORDER BY p.vendor_id
    ON CONFLICT (vendor_id) DO UPDATE SET n = variant_counts.n + excluded.n;
  ELSE
    INSERT INTO variant_counts (vendor_id, n)
      SELECT p.vendor_id, -count(*) FROM old_rows v JOIN products p ON p.id = v.product_id
      GROUP BY p.vendor_id ORDER BY p.vendor_id
    ON CONFLICT (vendor_id) DO UPDATE SET n = variant_counts.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_variants_counts_insert AFTER INSERT ON product_variants REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_variant_counts();
--> statement-breakpoint
CREATE TRIGGER product_variants_counts_delete AFTER DELETE ON product_variants REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_variant_counts();
--> statement-breakpoint
-- A product deleted takes its variants off its vendor's count while they can still be counted:
-- before the delete, under the row's lock, so a variant added meanwhile (it key-share locks the
-- product) has committed and is counted.
CREATE FUNCTION drop_product_variant_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  variants bigint;
BEGIN
  SELECT count(*) INTO variants FROM product_variants WHERE product_id = OLD.id;
  IF variants > 0 THEN
    UPDATE variant_counts SET n = n - variants WHERE vendor_id = OLD.vendor_id;
  END IF;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_variant_counts_delete BEFORE DELETE ON products FOR EACH ROW EXECUTE FUNCTION drop_product_variant_count();
--> statement-breakpoint
-- No call moves a product to another vendor; should a statement do it, its variants' count follows.
CREATE FUNCTION move_product_variant_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  variants bigint;
BEGIN
  SELECT count(*) INTO variants FROM product_variants WHERE product_id = NEW.id;
  IF variants > 0 THEN
    INSERT INTO variant_counts (vendor_id, n)
      SELECT vendor_id, n FROM (VALUES (OLD.vendor_id, -variants), (NEW.vendor_id, variants)) AS m(vendor_id, n)
      ORDER BY vendor_id
    ON CONFLICT (vendor_id) DO UPDATE SET n = variant_counts.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_variant_counts_move AFTER UPDATE OF vendor_id ON products FOR EACH ROW WHEN (OLD.vendor_id IS DISTINCT FROM NEW.vendor_id) EXECUTE FUNCTION move_product_variant_count();
--> statement-breakpoint
-- No call moves a variant to another product; should a statement do it, its count follows.
CREATE FUNCTION move_variant_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO variant_counts (vendor_id, n)
    SELECT vendor_id, sum(n) FROM (
      SELECT vendor_id, -1 AS n FROM products WHERE id = OLD.product_id
      UNION ALL
      SELECT vendor_id, 1 FROM products WHERE id = NEW.product_id
    ) moves
    GROUP BY vendor_id HAVING sum(n) <> 0 ORDER BY vendor_id
  ON CONFLICT (vendor_id) DO UPDATE SET n = variant_counts.n + excluded.n;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_variants_counts_move AFTER UPDATE OF product_id ON product_variants FOR EACH ROW WHEN (OLD.product_id IS DISTINCT FROM NEW.product_id) EXECUTE FUNCTION move_variant_count();
--> statement-breakpoint
-- What was written before these triggers existed (after them: the triggers' locks keep writers
-- out until this migration commits, so nothing falls between the two).
INSERT INTO variant_counts (vendor_id, n)
  SELECT p.vendor_id, count(*) FROM product_variants v JOIN products p ON p.id = v.product_id GROUP BY p.vendor_id;
--> statement-breakpoint
INSERT INTO vendor_month_sales (vendor_id, month, orders, revenue)
  SELECT vendor_id, business_month(order_date), count(*), coalesce(sum(revenue), 0)
  FROM (
    SELECT oi.vendor_id, o.order_date, sum(oi.total_price) FILTER (WHERE oi.status <> 'CANCELLED') AS revenue
    FROM order_items oi JOIN orders o ON o.id = oi.order_id
    GROUP BY oi.vendor_id, oi.order_id, o.order_date
  ) pairs
  GROUP BY 1, 2;
