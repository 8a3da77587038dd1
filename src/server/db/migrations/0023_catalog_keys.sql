ALTER TABLE "product_variants" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "sku_vendor_id" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "product_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_vendor_sku_idx" ON "product_variants" USING btree ("sku_vendor_id","sku") WHERE "product_variants"."sku" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "products_vendor_key_idx" ON "products" USING btree ("vendor_id","product_key") WHERE "products"."product_key" is not null;--> statement-breakpoint
-- A SKU is unique per vendor, but a variant has no vendor of its own: this row trigger copies its
-- product's vendor beside a set SKU (products never change vendor), so the unique index above can
-- hold. Rows without a SKU skip it (the WHEN clause), so seeds and form writes pay nothing.
CREATE FUNCTION set_sku_vendor() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.sku_vendor_id := CASE WHEN NEW.sku IS NULL THEN NULL
    ELSE (SELECT vendor_id FROM products WHERE id = NEW.product_id) END;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_variants_sku_vendor_insert BEFORE INSERT ON product_variants FOR EACH ROW WHEN (NEW.sku IS NOT NULL) EXECUTE FUNCTION set_sku_vendor();
--> statement-breakpoint
CREATE TRIGGER product_variants_sku_vendor_update BEFORE UPDATE OF sku, product_id ON product_variants FOR EACH ROW EXECUTE FUNCTION set_sku_vendor();
