import type { SortPayload } from 'react-admin';

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * An export's query from a list's state: its filters as they are (a blank one left out), its
 * sort as `sort` and `order`, the export's own column keys as `columns`, or else the columns the
 * user chose to show (their names on the screen) as `shown`; each comma-separated.
 */
export const exportParams = (
  filterValues: Record<string, unknown>,
  sort: SortPayload | undefined,
  columns: readonly string[] | undefined,
  shown?: readonly string[] | null,
): Record<string, unknown> => ({
  ...Object.fromEntries(Object.entries(filterValues).filter(([, value]) => !isBlank(value))),
  ...(sort?.field ? { sort: sort.field, order: sort.order } : {}),
  ...(columns?.length ? { columns: columns.join(',') } : shown?.length ? { shown: shown.join(',') } : {}),
});
