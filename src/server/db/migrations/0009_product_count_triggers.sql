-- Keeps product_counts (products per vendor) in step with every insert and delete of products, in
-- the same transaction as the write. Statement-level triggers with transition tables cost one
-- grouped upsert per statement, so bulk seeds stay fast; rows are upserted in vendor order so
-- concurrent writers lock them in the same order.
CREATE FUNCTION bump_product_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_counts (vendor_id, n)
      SELECT vendor_id, count(*) FROM new_rows GROUP BY vendor_id ORDER BY vendor_id
    ON CONFLICT (vendor_id) DO UPDATE SET n = product_counts.n + excluded.n;
  ELSE
    INSERT INTO product_counts (vendor_id, n)
      SELECT vendor_id, -count(*) FROM old_rows GROUP BY vendor_id ORDER BY vendor_id
    ON CONFLICT (vendor_id) DO UPDATE SET n = product_counts.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_counts_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_product_counts();
--> statement-breakpoint
CREATE TRIGGER products_counts_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_product_counts();
--> statement-breakpoint
-- No call moves a product to another vendor; should a statement ever do it, the counts follow.
-- A row trigger with a column list, since an update trigger with transition tables would fire
-- (and write a count) on every product edit.
CREATE FUNCTION move_product_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_counts (vendor_id, n) VALUES (OLD.vendor_id, -1)
    ON CONFLICT (vendor_id) DO UPDATE SET n = product_counts.n - 1;
  INSERT INTO product_counts (vendor_id, n) VALUES (NEW.vendor_id, 1)
    ON CONFLICT (vendor_id) DO UPDATE SET n = product_counts.n + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_counts_move AFTER UPDATE OF vendor_id ON products FOR EACH ROW WHEN (OLD.vendor_id IS DISTINCT FROM NEW.vendor_id) EXECUTE FUNCTION move_product_count();
--> statement-breakpoint
-- Products written before these triggers existed.
INSERT INTO product_counts (vendor_id, n)
  SELECT vendor_id, count(*) FROM products GROUP BY vendor_id
ON CONFLICT (vendor_id) DO UPDATE SET n = excluded.n;
