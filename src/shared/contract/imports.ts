import { z } from 'zod';
import { messages } from '../messages';

/** The largest CSV an import reads (the body limit of its routes). */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
/** The most data rows (under the header) an import reads. */
export const MAX_IMPORT_ROWS = 10_000;
/** Checks (and, apart, applies) an account may send a minute: each reads a whole file. */
export const IMPORTS_PER_MINUTE = 60;
/** What the import routes read: the file itself as the body (see docs/decisions.md, "CSV imports"). */
export const CSV_CONTENT_TYPE = 'text/csv';

/** The columns of a variant in a products file: a row with all of them blank describes the product alone. */
export const VARIANT_COLUMNS = ['Variant ID', 'SKU', 'Size', 'Colour', 'Unit Price', 'Unit Name', 'Stock'] as const;

/** The columns that describe the product, not the variant: every row of a product repeats them. */
export const PRODUCT_FIELD_COLUMNS = [
  'Product Key',
  'Product Name',
  'Category',
  'Description',
  'Keywords',
  'Information',
] as const;

/**
 * The products CSV (issue 28), which the materials export writes and the import reads, so an
 * export re-imports: one row per variant (a product without variants is one row with blank
 * variant cells), these columns in this order. `Vendor`, which the admin's export adds after
 * `Product Name`, is read and ignored. Keywords are joined with `; `, Information is the stored
 * array as JSON, Category is by name (blank when uncategorized), Unit Price has 2 decimals.
 */
export const PRODUCT_COLUMNS = ['Product ID', ...PRODUCT_FIELD_COLUMNS, ...VARIANT_COLUMNS] as const;
export type ProductColumn = (typeof PRODUCT_COLUMNS)[number];
export const PRODUCT_IGNORED_COLUMNS = ['Vendor'] as const;

/** The columns of an equipment file: the equipment list's, with the form's status and stock, and the id. */
export const EQUIPMENT_COLUMNS = [
  'ID',
  'Equipment',
  'Description',
  'Daily Rate',
  'Unit',
  'Status',
  'Stock',
  'Information',
] as const;
export type EquipmentColumn = (typeof EQUIPMENT_COLUMNS)[number];

/**
 * The templates: the header and one example row, as CSV text (the example's JSON cell quoted as
 * RFC 4180 says). The screen offers them as they are; GET /imports/<kind>/template serves them.
 */
export const PRODUCT_TEMPLATE = `${PRODUCT_COLUMNS.join(',')}\r\n,CEM-53,OPC Cement 53 Grade,,Ordinary Portland cement for structural concrete,cement; opc,"[{""Weight"":""50 kg""}]",,CEM-53-50,50 kg bag,#808080,420.00,bag,100\r\n`;
export const EQUIPMENT_TEMPLATE = `${EQUIPMENT_COLUMNS.join(',')}\r\n,Concrete Mixer,Half-bag diesel mixer,1500.00,day,Available,3,"[{""Drum"":""200 L""}]"\r\n`;

/** Keywords as one cell: joined and split on this, so a keyword holding a bare `;` comes back whole. */
export const KEYWORD_SEPARATOR = '; ';

/** Create only (an existing record is an error), update only (an unknown one is), or either. */
export const IMPORT_MODES = ['create', 'update', 'upsert'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/** POST /imports/<kind>/check and /apply?mode=…; the body is the CSV file. */
export const importQuerySchema = z.object({
  mode: z.enum(IMPORT_MODES, { error: messages.csvImport.modeInvalid }),
});
export type ImportQuery = z.infer<typeof importQuerySchema>;

/** The body as the API document shows it: the CSV text, at most 5 MiB. */
export const csvBodySchema = z
  .string()
  .meta({ description: 'The CSV file (UTF-8, a byte-order mark allowed), at most 5 MiB' });

/** One error of the file: its row as a spreadsheet numbers it (the header is row 1), its column's header, the message. */
export const importErrorSchema = z.object({
  row: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
});
export type ImportError = z.infer<typeof importErrorSchema>;

/** One moved value, as the file writes it: current → incoming. */
export const importChangeSchema = z.object({ column: z.string(), before: z.string(), after: z.string() });
export type ImportChange = z.infer<typeof importChangeSchema>;

export const IMPORT_ACTIONS = ['create', 'update', 'unchanged'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];
export const IMPORT_KINDS = ['product', 'variant', 'equipment'] as const;

/** What the import does to one record: its first row, what it is, and (for an update) the moved values. */
export const importItemSchema = z.object({
  row: z.number().int(),
  kind: z.enum(IMPORT_KINDS),
  label: z.string(),
  action: z.enum(IMPORT_ACTIONS),
  changes: z.array(importChangeSchema),
});
export type ImportItem = z.infer<typeof importItemSchema>;

/** A dry run's answer (and an applied import's): the counts, every record's action, every error. */
export const importReportSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  items: z.array(importItemSchema),
  errors: z.array(importErrorSchema),
});
export type ImportReport = z.infer<typeof importReportSchema>;

export const importAppliedSchema = z.object({ message: z.string(), data: importReportSchema });
export type ImportApplied = z.infer<typeof importAppliedSchema>;
