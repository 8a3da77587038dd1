import { sql } from 'drizzle-orm';
import type { Information } from '../../../shared/contract/common';
import { KEYWORD_SEPARATOR, PRODUCT_COLUMNS } from '../../../shared/contract/imports';
import type { Db, Tx } from '../../db/client';

/** The materials export's columns, in its order (the admin's adds Vendor after Product Name): the import's without its keys. */
export const PRODUCT_EXPORT_COLUMNS = PRODUCT_COLUMNS.filter((column) => column !== 'Product Key' && column !== 'SKU');

/** How the materials export writes each value, so an import reads back what an export wrote. */
export const productCells = {
  keywords: (keywords: readonly string[]) => keywords.join(KEYWORD_SEPARATOR),
  information: (information: Information) => JSON.stringify(information),
  category: (name: string | null) => name ?? '',
  price: (price: number) => price.toFixed(2),
  stock: (stock: number) => String(stock),
  text: (value: string | null) => value ?? '',
};

type ExportRow = {
  productId: string;
  name: string;
  categoryName: string | null;
  description: string | null;
  keywords: string[];
  information: Information;
  variantId: string | null;
  size: string | null;
  color: string | null;
  unitPrice: number | null;
  unitName: string | null;
  stock: number | null;
};

/**
 * A vendor's products as the materials export writes them, one row per variant (a product
 * without variants is one row with blank variant cells), newest product first, each product's
 * variants oldest first, as the list shows them. Cells are text, not yet CSV-quoted.
 */
export async function productExportRows(db: Db | Tx, vendorId: string): Promise<string[][]> {
  const { rows } = await db.execute<ExportRow>(sql`
    select p.id as "productId", p.name, c.name as "categoryName", p.description, p.keywords, p.information,
      pv.id as "variantId", pv.size, pv.color, pv.unit_price::float8 as "unitPrice", pv.unit_name as "unitName", pv.stock
    from products p
    left join categories c on c.id = p.product_category_id
    left join product_variants pv on pv.product_id = p.id
    where p.vendor_id = ${vendorId}
    order by p.created_at desc, p.id desc, pv.created_at, pv.id`);
  return rows.map((row) => [
    row.productId,
    row.name,
    productCells.category(row.categoryName),
    productCells.text(row.description),
    productCells.keywords(row.keywords),
    productCells.information(row.information),
    row.variantId ?? '',
    productCells.text(row.size),
    productCells.text(row.color),
    row.unitPrice === null ? '' : productCells.price(row.unitPrice),
    productCells.text(row.unitName),
    row.stock === null ? '' : productCells.stock(row.stock),
  ]);
}
