import type { GetListParams, RaRecord } from 'react-admin';

/** Reads 'a.b.c' inside a record, for nested fields such as 'customer.user.name'. */
const valueAt = (record: object, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) => (value !== null && typeof value === 'object' ? Reflect.get(value, key) : undefined),
      record,
    );

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** Any text or number anywhere in the record contains the search (case-insensitive). */
const containsText = (value: unknown, search: string): boolean => {
  if (typeof value === 'string' || typeof value === 'number') return String(value).toLowerCase().includes(search);
  if (value !== null && typeof value === 'object')
    return Object.values(value).some((inner) => containsText(inner, search));
  return false;
};

const matches = (record: RaRecord, name: string, wanted: unknown): boolean => {
  if (name === 'q') return containsText(record, String(wanted).toLowerCase());
  const value = valueAt(record, name);
  if (Array.isArray(wanted)) return wanted.some((one) => String(one) === String(value));
  return String(value) === String(wanted);
};

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Numbers by value, text in natural order; blanks always last, whatever the order. */
const byField =
  (field: string, order: string) =>
  (a: RaRecord, b: RaRecord): number => {
    const [x, y] = [valueAt(a, field), valueAt(b, field)];
    if (isBlank(x) || isBlank(y)) return Number(isBlank(x)) - Number(isBlank(y));
    const ascending = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
    return order === 'DESC' ? -ascending : ascending;
  };

/**
 * The spec gives some lists whole (equipments, service providers, categories, notifications);
 * react-admin still asks for one sorted, filtered page, so it is cut here. Filters: `q`
 * searches every field, an array means "one of", anything else must be equal; blanks are ignored.
 */
export const pageLocally = <R extends RaRecord>(
  rows: readonly R[],
  { filter, sort, pagination }: GetListParams,
): { data: R[]; total: number } => {
  const wanted = Object.entries((filter ?? {}) as Record<string, unknown>).filter(([, value]) => !isBlank(value));
  const kept = rows.filter((row) => wanted.every(([name, value]) => matches(row, name, value)));
  const sorted = sort?.field ? [...kept].sort(byField(sort.field, sort.order)) : kept;
  const data = pagination
    ? sorted.slice((pagination.page - 1) * pagination.perPage, pagination.page * pagination.perPage)
    : sorted;
  return { data, total: kept.length };
};
