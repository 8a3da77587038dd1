/** Marks a file as UTF-8 for spreadsheet programs (₹ and Hindi read right). */
export const CSV_BOM = '\uFEFF';

/**
 * A text a spreadsheet would run as a formula (CSV injection), or whose first character it would
 * drop (NUL): shown as text by a leading quote. Only text: a negative number stays a number.
 */
const FORMULA_FIRST = String.raw`[=+\-@\t\r\0]`;
/**
 * Texts csvCell guards: one of those characters first, or after quotes (else the import would take
 * a typed quote for the guard's and drop it).
 */
const NEEDS_GUARD = new RegExp(`^'*${FORMULA_FIRST}`);
/** A text csvCell guarded: the quote it added, then the text as above. */
const GUARDED = new RegExp(`^'+${FORMULA_FIRST}`);

/** One cell: numbers as they are, other values as text (objects as JSON), quoted where needed (RFC 4180). */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const safe = NEEDS_GUARD.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A cell's text as it was before csvCell guarded it, so an exported file re-imports unchanged. */
export const unguardCell = (text: string): string => (GUARDED.test(text) ? text.slice(1) : text);

/** One line of cells, ended as RFC 4180 says. */
export const csvLine = (cells: readonly unknown[]): string => `${cells.map(csvCell).join(',')}\r\n`;
