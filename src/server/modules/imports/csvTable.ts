import { CsvError, parse } from 'csv-parse/sync';
import { type ImportError, MAX_IMPORT_ROWS } from '../../../shared/contract/imports';
import { messages } from '../../../shared/messages';

const m = messages.csvImport;

/** One data row: its number as a spreadsheet shows it (the header is row 1) and its cells. */
export interface CsvRow {
  row: number;
  cells: readonly string[];
}

/** A read file: where each known column is (absent columns are not in the map), its rows, or its errors. */
export interface CsvTable<C extends string> {
  columns: ReadonlyMap<C, number>;
  rows: CsvRow[];
  errors: ImportError[];
}

const QUOTE_ERRORS = new Set([
  'CSV_QUOTE_NOT_CLOSED',
  'CSV_INVALID_CLOSING_QUOTE',
  'INVALID_OPENING_QUOTE',
  'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE',
]);

const lineBreaksIn = (cells: readonly string[]) => cells.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0);

/**
 * Parses the file with csv-parse, relaxing nothing: a broken quote or a row whose cell count
 * differs from the header's is an error with its row. Rows are numbered as a spreadsheet shows
 * them: a blank line is a row (skipped), a quoted cell's line breaks are not.
 */
function parseRows(text: string): { rows: CsvRow[]; error?: ImportError } {
  const rows: CsvRow[] = [];
  // Line breaks inside quoted cells so far: csv-parse counts lines, a spreadsheet counts rows.
  let inside = 0;
  try {
    parse(text, {
      bom: true,
      skip_empty_lines: true,
      on_record: (cells: string[], info) => {
        inside += lineBreaksIn(cells);
        rows.push({ row: info.lines - inside, cells });
        return null;
      },
    });
    return { rows };
  } catch (err) {
    if (!(err instanceof CsvError)) throw err;
    const last = rows.at(-1)?.row ?? 0;
    // A quote left open runs to the end of the file: the row it opened on is the one after the last read.
    const row = err.code === 'CSV_QUOTE_NOT_CLOSED' ? last + 1 : Math.max(last + 1, Number(err.lines) - inside);
    const message = QUOTE_ERRORS.has(err.code)
      ? m.brokenQuote
      : err.code === 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH'
        ? m.cellCount
        : m.unreadable;
    return { rows, error: { row, column: null, message } };
  }
}

/**
 * Reads a CSV file whose header names `known` columns (in any order, matched case-insensitively,
 * `ignored` ones dropped). An unknown or repeated header is an error in row 1 with its column;
 * more than MAX_IMPORT_ROWS data rows is one error; any of these stops the read.
 */
export function readCsvTable<C extends string>(
  text: string,
  known: readonly C[],
  ignored: readonly string[] = [],
): CsvTable<C> {
  const { rows, error } = parseRows(text);
  const columns = new Map<C, number>();
  if (error) return { columns, rows: [], errors: [error] };
  const [header, ...data] = rows;
  if (!header) return { columns, rows: [], errors: [{ row: 1, column: null, message: m.noHeader }] };
  const byName = new Map(known.map((column) => [column.toLowerCase(), column]));
  const skipped = new Set(ignored.map((column) => column.toLowerCase()));
  const errors: ImportError[] = [];
  header.cells.forEach((cell, index) => {
    const name = cell.trim();
    const column = byName.get(name.toLowerCase());
    if (column === undefined) {
      if (!skipped.has(name.toLowerCase())) errors.push({ row: header.row, column: name, message: m.unknownColumn });
    } else if (columns.has(column)) errors.push({ row: header.row, column, message: m.repeatedColumn });
    else columns.set(column, index);
  });
  if (data.length > MAX_IMPORT_ROWS) errors.push({ row: header.row, column: null, message: m.tooManyRows });
  else if (data.length === 0 && errors.length === 0) errors.push({ row: header.row, column: null, message: m.noRows });
  return errors.length > 0 ? { columns, rows: [], errors } : { columns, rows: data, errors };
}
