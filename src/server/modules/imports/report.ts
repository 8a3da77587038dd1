import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  ImportAction,
  ImportChange,
  ImportError,
  ImportItem,
  ImportReport,
} from '../../../shared/contract/imports';
import { messages } from '../../../shared/messages';
import { badRequest } from '../../errors';

/** Where a file's errors gather, in the order found; the report sorts them by row. */
export class ImportErrors {
  readonly list: ImportError[] = [];
  add(row: number, column: string | null, message: string): void {
    this.list.push({ row, column, message });
  }
  /** A zod result's issues on this row, each under the column of its field (the first path segment). */
  addIssues(row: number, issues: readonly z.core.$ZodIssue[], columnOf: Record<string, string>): void {
    const seen = new Set<string>();
    for (const issue of issues) {
      const field = String(issue.path[0] ?? '');
      if (seen.has(field)) continue;
      seen.add(field);
      this.add(row, columnOf[field] ?? null, issue.message);
    }
  }
}

/** The cells that differ, current → incoming, as the file writes them; a created record lists none. */
export function changesOf(before: Record<string, string> | null, after: Record<string, string>): ImportChange[] {
  if (before === null) return [];
  return Object.entries(after).flatMap(([column, value]) =>
    before[column] === value ? [] : [{ column, before: before[column] ?? '', after: value }],
  );
}

/** What a record's comparison means: created, updated, or left alone. */
export const actionOf = (before: object | null, changes: readonly ImportChange[]): ImportAction =>
  before === null ? 'create' : changes.length > 0 ? 'update' : 'unchanged';

/** The answer of a dry run: items and errors by row, and the counts. */
export function reportOf(items: ImportItem[], errors: ImportErrors): ImportReport {
  const count = (action: ImportAction) => items.filter((item) => item.action === action).length;
  return {
    created: count('create'),
    updated: count('update'),
    unchanged: count('unchanged'),
    items: [...items].sort((a, b) => a.row - b.row),
    errors: [...errors.list].sort((a, b) => a.row - b.row),
  };
}

/** An apply refused for its errors: 400 with each error under "Row n, Column", nothing written. */
export function refusal(errors: readonly ImportError[]) {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const key = error.column === null ? `Row ${error.row}` : `Row ${error.row}, ${error.column}`;
    fields[key] ??= error.message;
  }
  return badRequest(messages.csvImport.hasErrors, fields);
}

/**
 * A new record's creation time in an apply: a microsecond apart in the file's order (`x.n`, its
 * place among the new rows), as the lists order by creation time and one transaction's now() is
 * one instant (ids would then decide, at random).
 */
export const fileOrder = sql`now() + x.n * interval '1 microsecond'`;
