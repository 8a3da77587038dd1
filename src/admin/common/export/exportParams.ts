import type { SortPayload } from 'react-admin';

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * An export's query from a list's state: its filters as they are (a blank one left out), its
 * sort as `sort` and `order`, its visible columns comma-separated.
 */
export const exportParams = (
  filterValues: Record<string, unknown>,
  sort: SortPayload | undefined,
  columns: readonly string[] | undefined,
): Record<string, unknown> => ({
  ...Object.fromEntries(Object.entries(filterValues).filter(([, value]) => !isBlank(value))),
  ...(sort?.field ? { sort: sort.field, order: sort.order } : {}),
  ...(columns?.length ? { columns: columns.join(',') } : {}),
});
