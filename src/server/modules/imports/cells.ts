import { messages } from '../../../shared/messages';
import { unguardCell } from '../../http/csv';
import type { CsvRow } from './csvTable';
import type { ImportErrors } from './report';

/**
 * One cell of a row: undefined when the file has no such column (Shopify's rule: the value is
 * kept), '' when it is blank (the value is cleared), else its text with the export's formula
 * guard taken off, so an exported file re-imports unchanged.
 */
export function cellOf<C extends string>(columns: ReadonlyMap<C, number>, row: CsvRow, column: C): string | undefined {
  const index = columns.get(column);
  if (index === undefined) return undefined;
  return unguardCell(row.cells[index] ?? '');
}

/**
 * A number cell as the form's number input gives it: blank is no value (the schema's own
 * message then), text that is not a number NaN (the same message). `1,250.00` is not a number.
 */
export function numberOf(cell: string | undefined): number | undefined {
  if (cell === undefined || cell.trim() === '') return undefined;
  const text = cell.trim();
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
}

/** An optional key cell: blank is none. */
export const keyOf = (cell: string | undefined): string | null | undefined =>
  cell === undefined ? undefined : cell.trim() === '' ? null : cell.trim();

/**
 * An Information cell: the JSON list the export writes, blank for none, absent for `kept`; text
 * that is not JSON is an error on its row (then undefined). The form's schema judges the list.
 */
export function informationOf(
  cell: string | undefined,
  kept: unknown,
  errors: ImportErrors,
  row: number,
): { value: unknown } | undefined {
  if (cell === undefined) return { value: kept };
  if (cell.trim() === '') return { value: [] };
  try {
    return { value: JSON.parse(cell) };
  } catch {
    errors.add(row, 'Information', messages.csvImport.informationInvalid);
    return undefined;
  }
}
