import {
  type ImportApplied,
  type ImportError,
  type ImportMode,
  type ImportReport,
  PRODUCT_COLUMNS,
} from '../../../src/shared/contract/imports';
import type { Caller } from '../helper';

/** The products file's header as the template writes it. */
export const PRODUCT_HEADER: readonly string[] = PRODUCT_COLUMNS;

/** A CSV text of plain cells (a cell holding a comma, quote or line break is quoted). */
export const csvOf = (rows: readonly (readonly string[])[]) =>
  rows
    .map((cells) => cells.map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(','))
    .join('\r\n');

/** One products row under PRODUCT_HEADER, from the cells given by header name. */
export const productRow = (cells: Record<string, string>) => PRODUCT_HEADER.map((column) => cells[column] ?? '');

/** A valid variant row of product `key`. */
export const variantRow = (key: string, sku: string, over: Record<string, string> = {}) =>
  productRow({
    'Product Key': key,
    'Product Name': `Product ${key}`,
    SKU: sku,
    Size: `Size ${sku}`,
    Colour: '#336699',
    'Unit Price': '120.50',
    'Unit Name': 'bag',
    Stock: '10',
    ...over,
  });

/** Sends a file to an import route of `kind` as `caller`. */
export function importCall(caller: Caller, kind: 'products' | 'equipment') {
  const send = (step: 'check' | 'apply', text: string, mode: ImportMode = 'upsert') =>
    caller.inject({
      method: 'POST',
      url: `/api/v1/imports/${kind}/${step}?mode=${mode}`,
      headers: { 'content-type': 'text/csv' },
      payload: text,
    });
  return {
    send,
    check: async (text: string, mode?: ImportMode) => {
      const res = await send('check', text, mode);
      if (res.statusCode !== 200) throw new Error(`check answered ${res.statusCode}: ${res.body}`);
      return res.json<ImportReport>();
    },
    apply: async (text: string, mode?: ImportMode) => {
      const res = await send('apply', text, mode);
      if (res.statusCode !== 200) throw new Error(`apply answered ${res.statusCode}: ${res.body}`);
      return res.json<ImportApplied>();
    },
  };
}

/** The one error of a report, for a file with exactly one mistake. */
export function onlyError(report: ImportReport): ImportError {
  if (report.errors.length !== 1) throw new Error(`expected one error, got ${JSON.stringify(report.errors)}`);
  return report.errors[0] as ImportError;
}
