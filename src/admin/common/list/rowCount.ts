/**
 * How many rows a list holds: its total, or, for a list paged by pages (which has none, whatever
 * react-admin's types say), its page's rows.
 */
export const rowCountOf = ({ total, data }: { total?: number; data?: readonly unknown[] }): number =>
  total ?? data?.length ?? 0;
