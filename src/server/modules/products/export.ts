import { and, type SQL, sql } from 'drizzle-orm';
import type { Information } from '../../../shared/contract/common';
import { PRODUCT_COLUMNS, PRODUCT_IGNORED_COLUMNS, type ProductColumn } from '../../../shared/contract/imports';
import type { Db } from '../../db/client';
import { type Cursor, defineExport, type ExportColumn, type ExportSort, type Scope } from '../../exports/exportList';
import { cursorFields, type Keyset, keysetAfter, keysetOrder, nextCursor } from '../../exports/keyset';
import { productCells } from './csvRows';

/** A variant as the CSV writes it: numeric's own text keeps Unit Price's 2 decimals. */
type VariantCells = {
  id: string;
  sku: string | null;
  size: string;
  color: string;
  unitPrice: string;
  unitName: string;
  stock: number;
};

type ProductBatchRow = {
  id: string;
  productKey: string | null;
  name: string;
  description: string | null;
  information: Information;
  keywords: string[];
  category: string | null;
  vendor: string;
  variants: VariantCells[];
  cursorValue: string | null;
  cursorId: string;
};

/** One line of the products CSV: a product and one of its variants (none: blank variant cells). */
type ProductLine = { product: ProductBatchRow; variant: VariantCells | null };

const cell: Record<ProductColumn, (line: ProductLine) => unknown> = {
  'Product ID': ({ product }) => product.id,
  'Product Key': ({ product }) => product.productKey,
  'Product Name': ({ product }) => product.name,
  Category: ({ product }) => product.category,
  Description: ({ product }) => product.description,
  Keywords: ({ product }) => productCells.keywords(product.keywords),
  Information: ({ product }) => productCells.information(product.information),
  'Variant ID': ({ variant }) => variant?.id,
  SKU: ({ variant }) => variant?.sku,
  Size: ({ variant }) => variant?.size,
  Colour: ({ variant }) => variant?.color,
  'Unit Price': ({ variant }) => variant?.unitPrice,
  'Unit Name': ({ variant }) => variant?.unitName,
  Stock: ({ variant }) => variant?.stock,
};

/** The contract's headers in their order, the vendor's name after the product's for an admin; keys are the headers. */
const [VENDOR_HEADER] = PRODUCT_IGNORED_COLUMNS;
const columns: ExportColumn<ProductLine>[] = PRODUCT_COLUMNS.flatMap((header) => {
  const column = { key: header, header, value: cell[header] };
  return header === 'Product Name'
    ? [
        column,
        {
          key: VENDOR_HEADER,
          header: VENDOR_HEADER,
          value: ({ product }: ProductLine) => product.vendor,
          adminOnly: true,
        },
      ]
    : [column];
});

/** A product's lines: one per variant, or one with blank variant cells. */
const linesOf = (product: ProductBatchRow): ProductLine[] =>
  product.variants.length ? product.variants.map((variant) => ({ product, variant })) : [{ product, variant: null }];

/** The export's one order: by creation, the id breaking ties. */
const keysetOf = (sort: ExportSort): Keyset => ({
  sort: sql`p.created_at`,
  nullable: false,
  id: sql`p.id`,
  descending: sort.order === 'DESC',
});

/** The products in scope after `after` (null: from the first), in the keyset's order, with their category, vendor and variants. */
const productsSql = (scope: Scope, sort: ExportSort, after: Cursor | null): SQL => {
  const keyset = keysetOf(sort);
  const { cursorValue, cursorId } = cursorFields(keyset);
  const where = and(
    scope.vendorId === null ? undefined : sql`p.vendor_id = ${scope.vendorId}`,
    keysetAfter(keyset, after),
  );
  return sql`
  select p.id, p.product_key as "productKey", p.name, p.description, p.information, p.keywords,
    (select c.name from categories c where c.id = p.product_category_id) as category,
    (select v.name from vendors v where v.id = p.vendor_id) as vendor,
    coalesce((
      select json_agg(json_build_object('id', pv.id, 'sku', pv.sku, 'size', pv.size, 'color', pv.color,
        'unitPrice', pv.unit_price::text, 'unitName', pv.unit_name, 'stock', pv.stock) order by pv.created_at, pv.id)
      from product_variants pv where pv.product_id = p.id), '[]'::json) as variants,
    ${cursorValue} as "cursorValue", ${cursorId} as "cursorId"
  from products p
  where ${where ?? sql`true`}
  order by ${sql.join(keysetOrder(keyset), sql`, `)}`;
};

/**
 * The Materials screen's export (every vendor's products for an admin, its own for a vendor),
 * newest first, one line per variant in the format the products import reads. A batch is
 * `limit` products from products_vendor_created_idx (products_created_idx for an admin), each
 * with its category, vendor and variants in the same statement. No expected count: the kept
 * counts are of products, and the file has a line per variant.
 */
export const productExport = defineExport({
  name: 'materials',
  access: ['ADMIN', 'VENDOR'],
  filters: {},
  sorts: ['createdAt'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  ids: ['Product ID', 'Variant ID'],
  columns,
  read: async (db: Db, { scope, sort }, after, limit) => {
    const { rows } = await db.execute<ProductBatchRow>(
      sql`${productsSql(scope, sort, after)} limit ${sql.raw(String(limit))}`,
    );
    return { rows: rows.flatMap(linesOf), next: nextCursor(rows, limit) };
  },
  // Every product in one statement on PostgreSQL, read through a cursor: one plan, not one a batch.
  statement: ({ scope, sort }) => productsSql(scope, sort, null),
  linesOf,
});
