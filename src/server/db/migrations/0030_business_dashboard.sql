-- The first day of an instant's business day, the marketplace's time zone as business_month()
-- (migration 0015): Asia/Kolkata, BUSINESS_TIME_ZONE in src/shared/constants.ts.
CREATE FUNCTION business_day(ts timestamptz) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (ts AT TIME ZONE 'Asia/Kolkata')::date
$$;
--> statement-breakpoint
-- A variant low on stock: LOW_STOCK_THRESHOLD in src/shared/constants.ts (a test holds the two
-- together). One definition for the kept counts, the partial index and the queries it serves.
CREATE FUNCTION is_low_stock(stock integer) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT stock <= 5
$$;
--> statement-breakpoint
CREATE TABLE "low_stock_counts" (
	"vendor_id" uuid PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_day_shards" (
	"day" date NOT NULL,
	"shard" smallint DEFAULT 0 NOT NULL,
	"orders" bigint NOT NULL,
	"revenue" numeric(16, 2) NOT NULL,
	CONSTRAINT "sales_day_shards_day_shard_pk" PRIMARY KEY("day","shard")
);
--> statement-breakpoint
CREATE INDEX "equipment_rentals_starts_idx" ON "equipment_rentals" USING btree ("starts_at","status");--> statement-breakpoint
CREATE INDEX "equipment_rentals_ends_idx" ON "equipment_rentals" USING btree ("ends_at","status");--> statement-breakpoint
CREATE INDEX "product_variants_low_stock_idx" ON "product_variants" USING btree ("stock","id") WHERE is_low_stock("product_variants"."stock");--> statement-breakpoint
CREATE INDEX "service_bookings_starts_idx" ON "service_bookings" USING btree ("starts_at","status");
--> statement-breakpoint
-- Orders per business day, to the transaction's shard (counter_shard(), migration 0019).
CREATE FUNCTION bump_sales_day_orders() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tx_shard smallint := counter_shard();
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO sales_day_shards (day, shard, orders, revenue)
      SELECT business_day(order_date), tx_shard, count(*), 0 FROM new_rows GROUP BY 1 ORDER BY 1
    ON CONFLICT (day, shard) DO UPDATE SET orders = sales_day_shards.orders + excluded.orders;
  ELSE
    INSERT INTO sales_day_shards (day, shard, orders, revenue)
      SELECT business_day(order_date), tx_shard, -count(*), 0 FROM old_rows GROUP BY 1 ORDER BY 1
    ON CONFLICT (day, shard) DO UPDATE SET orders = sales_day_shards.orders + excluded.orders;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_day_sales_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_sales_day_orders();
--> statement-breakpoint
CREATE TRIGGER orders_day_sales_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_sales_day_orders();
--> statement-breakpoint
-- No call moves an order's date; should a statement do it, the order and its revenue move to the
-- other day. A row trigger with a column list, so the orders' status changes never fire it.
CREATE FUNCTION move_sales_day() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF business_day(OLD.order_date) = business_day(NEW.order_date) THEN
    RETURN NULL;
  END IF;
  INSERT INTO sales_day_shards (day, shard, orders, revenue)
    SELECT m.day, counter_shard(), m.sign, m.sign * r.revenue
    FROM (
      SELECT coalesce(sum(total_price) FILTER (WHERE status <> 'CANCELLED'), 0) AS revenue
      FROM order_items WHERE order_id = NEW.id
    ) r
    CROSS JOIN (VALUES (business_day(OLD.order_date), -1), (business_day(NEW.order_date), 1)) AS m(day, sign)
    ORDER BY m.day
  ON CONFLICT (day, shard) DO UPDATE
    SET orders = sales_day_shards.orders + excluded.orders, revenue = sales_day_shards.revenue + excluded.revenue;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_day_sales_move AFTER UPDATE OF order_date ON orders FOR EACH ROW WHEN (OLD.order_date IS DISTINCT FROM NEW.order_date) EXECUTE FUNCTION move_sales_day();
--> statement-breakpoint
-- Revenue per business day: the items' total_price, cancelled ones left out, as the vendors'
-- months (bump_vendor_month_revenue, migration 0015). These fire before order_items_vendor_orders_*
-- (name order), so an item gone with its order by cascade still finds its order's date in its
-- vendor_orders row. An update writes only for items whose revenue moved (to or from CANCELLED, a
-- price, another order): a status change between other statuses writes nothing.
CREATE FUNCTION bump_sales_day_revenue() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tx_shard smallint := counter_shard();
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO sales_day_shards (day, shard, orders, revenue)
      SELECT business_day(o.order_date), tx_shard, 0, coalesce(sum(n.total_price) FILTER (WHERE n.status <> 'CANCELLED'), 0)
      FROM new_rows n JOIN orders o ON o.id = n.order_id
      GROUP BY 1 ORDER BY 1
    ON CONFLICT (day, shard) DO UPDATE SET revenue = sales_day_shards.revenue + excluded.revenue;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO sales_day_shards (day, shard, orders, revenue)
      SELECT business_day(vo.order_date), tx_shard, 0, -coalesce(sum(d.total_price) FILTER (WHERE d.status <> 'CANCELLED'), 0)
      FROM old_rows d JOIN vendor_orders vo ON vo.vendor_id = d.vendor_id AND vo.order_id = d.order_id
      GROUP BY 1 ORDER BY 1
    ON CONFLICT (day, shard) DO UPDATE SET revenue = sales_day_shards.revenue + excluded.revenue;
  ELSE
    WITH changed AS (
      SELECT n.order_id AS new_order, CASE WHEN n.status = 'CANCELLED' THEN 0 ELSE n.total_price END AS new_revenue,
        o.order_id AS old_order, CASE WHEN o.status = 'CANCELLED' THEN 0 ELSE o.total_price END AS old_revenue
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.order_id IS DISTINCT FROM o.order_id
        OR (n.status = 'CANCELLED') IS DISTINCT FROM (o.status = 'CANCELLED')
        OR n.total_price IS DISTINCT FROM o.total_price
    )
    INSERT INTO sales_day_shards (day, shard, orders, revenue)
      SELECT day, tx_shard, 0, sum(revenue) FROM (
        SELECT business_day(o.order_date) AS day, c.new_revenue AS revenue FROM changed c JOIN orders o ON o.id = c.new_order
        UNION ALL
        SELECT business_day(o.order_date), -c.old_revenue FROM changed c JOIN orders o ON o.id = c.old_order
      ) moves
      GROUP BY day HAVING sum(revenue) <> 0 ORDER BY day
    ON CONFLICT (day, shard) DO UPDATE SET revenue = sales_day_shards.revenue + excluded.revenue;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER order_items_day_sales_insert AFTER INSERT ON order_items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_sales_day_revenue();
--> statement-breakpoint
CREATE TRIGGER order_items_day_sales_update AFTER UPDATE ON order_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_sales_day_revenue();
--> statement-breakpoint
CREATE TRIGGER order_items_day_sales_delete AFTER DELETE ON order_items REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_sales_day_revenue();
--> statement-breakpoint
-- Variants low on stock per vendor, found through their product. Variants deleted with their
-- product (by cascade, after it is gone) are not found here: the product's trigger below took
-- them off. No call moves a product to another vendor or a variant to another product; a
-- variant's product change is followed (the join finds both sides), a product's vendor is not.
CREATE FUNCTION bump_low_stock_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO low_stock_counts (vendor_id, n)
      SELECT p.vendor_id, count(*) FROM new_rows v JOIN products p ON p.id = v.product_id
      WHERE is_low_stock(v.stock) GROUP BY p.vendor_id ORDER BY p.vendor_id
    ON CONFLICT (vendor_id) DO UPDATE SET n = low_stock_counts.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO low_stock_counts (vendor_id, n)
      SELECT p.vendor_id, -count(*) FROM old_rows v JOIN products p ON p.id = v.product_id
      WHERE is_low_stock(v.stock) GROUP BY p.vendor_id ORDER BY p.vendor_id
    ON CONFLICT (vendor_id) DO UPDATE SET n = low_stock_counts.n + excluded.n;
  ELSE
    INSERT INTO low_stock_counts (vendor_id, n)
      SELECT p.vendor_id, sum(c.n) FROM (
        SELECT n.product_id, 1 AS n FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE is_low_stock(n.stock) AND (NOT is_low_stock(o.stock) OR n.product_id <> o.product_id)
        UNION ALL
        SELECT o.product_id, -1 FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE is_low_stock(o.stock) AND (NOT is_low_stock(n.stock) OR n.product_id <> o.product_id)
      ) c JOIN products p ON p.id = c.product_id
      GROUP BY p.vendor_id HAVING sum(c.n) <> 0 ORDER BY p.vendor_id
    ON CONFLICT (vendor_id) DO UPDATE SET n = low_stock_counts.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_variants_low_stock_insert AFTER INSERT ON product_variants REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_low_stock_counts();
--> statement-breakpoint
CREATE TRIGGER product_variants_low_stock_update AFTER UPDATE ON product_variants REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_low_stock_counts();
--> statement-breakpoint
CREATE TRIGGER product_variants_low_stock_delete AFTER DELETE ON product_variants REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_low_stock_counts();
--> statement-breakpoint
-- A product deleted takes its low variants off its vendor's count while they can still be found,
-- before the delete and under the row's lock (as drop_product_variant_count, migration 0015).
CREATE FUNCTION drop_product_low_stock_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  low bigint;
BEGIN
  SELECT count(*) INTO low FROM product_variants WHERE product_id = OLD.id AND is_low_stock(stock);
  IF low > 0 THEN
    UPDATE low_stock_counts SET n = n - low WHERE vendor_id = OLD.vendor_id;
  END IF;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_low_stock_delete BEFORE DELETE ON products FOR EACH ROW EXECUTE FUNCTION drop_product_low_stock_count();
--> statement-breakpoint
-- What was written before these triggers existed (after them: the triggers' locks keep writers
-- out until this migration commits, so nothing falls between the two).
INSERT INTO sales_day_shards (day, shard, orders, revenue)
  SELECT business_day(o.order_date), 0, count(*), coalesce(sum(i.revenue), 0)
  FROM orders o
  LEFT JOIN (
    SELECT order_id, sum(total_price) FILTER (WHERE status <> 'CANCELLED') AS revenue FROM order_items GROUP BY order_id
  ) i ON i.order_id = o.id
  GROUP BY 1;
--> statement-breakpoint
INSERT INTO low_stock_counts (vendor_id, n)
  SELECT p.vendor_id, count(*) FROM product_variants v JOIN products p ON p.id = v.product_id
  WHERE is_low_stock(v.stock) GROUP BY p.vendor_id;
