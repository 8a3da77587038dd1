import { PRODUCT_FIELD_COLUMNS, type ProductColumn, VARIANT_COLUMNS } from '../../../shared/contract/imports';
import { messages } from '../../../shared/messages';
import { cellOf, keyOf } from './cells';
import type { CsvRow } from './csvTable';
import type { ImportErrors } from './report';

const m = messages.csvImport;

/** The rows of one product: matched by its Product ID when the first row gives one, else by its Product Key. */
export interface ProductGroup {
  row: number;
  id: string | null;
  key: string | null | undefined;
  rows: CsvRow[];
}

/**
 * Groups the rows into products, in file order: by Product ID where a row has one, else by
 * Product Key; a row with neither is an error. A row whose product cells differ from its
 * product's first row is an error on the first differing column.
 */
export function groupProducts(columns: ReadonlyMap<ProductColumn, number>, rows: CsvRow[], errors: ImportErrors) {
  const groups = new Map<string, ProductGroup>();
  for (const row of rows) {
    const id = keyOf(cellOf(columns, row, 'Product ID')) ?? null;
    const key = keyOf(cellOf(columns, row, 'Product Key'));
    if (id === null && !key) {
      errors.add(row.row, 'Product Key', m.productKeyMissing);
      continue;
    }
    const name = id === null ? `key:${key}` : `id:${id.toLowerCase()}`;
    const group = groups.get(name);
    if (!group) {
      groups.set(name, { row: row.row, id, key, rows: [row] });
      continue;
    }
    const [first] = group.rows as [CsvRow];
    const differs = PRODUCT_FIELD_COLUMNS.find(
      (column) => cellOf(columns, row, column)?.trim() !== cellOf(columns, first, column)?.trim(),
    );
    if (differs) errors.add(row.row, differs, m.disagrees);
    else group.rows.push(row);
  }
  return [...groups.values()];
}

/** Whether the row describes a variant (some variant cell is filled). */
export const hasVariant = (columns: ReadonlyMap<ProductColumn, number>, row: CsvRow) =>
  VARIANT_COLUMNS.some((column) => (cellOf(columns, row, column)?.trim() ?? '') !== '');
