import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';

/** A column as the Datagrid reads it: a field element with a source or a label. */
export type ColumnElement = ReactElement<{ source?: string; label?: ReactNode }>;

/** A column a user can show, hide and move: its stable name and its header. */
export interface ColumnInfo {
  key: string;
  label: string;
}

/** A column's name in a saved choice: its field where it has one, else its header. */
export const columnKeyOf = (column: ColumnElement): string | undefined =>
  column.props.source ?? (typeof column.props.label === 'string' ? column.props.label : undefined);

export const columnsOf = (children: ReactNode): ColumnElement[] =>
  Children.toArray(children).filter(isValidElement) as ColumnElement[];

/** The columns a user can choose among, as declared. */
export const columnInfosOf = (columns: readonly ColumnElement[]): ColumnInfo[] =>
  columns.flatMap((column) => {
    const key = columnKeyOf(column);
    const { label } = column.props;
    return key === undefined ? [] : [{ key, label: typeof label === 'string' ? label : key }];
  });

/** The items `chosen` names, in its order (a name no item has is skipped). */
export const inChosenOrder = <T>(
  items: readonly T[],
  keyOf: (item: T) => string | undefined,
  chosen: readonly string[],
) => {
  const byKey = new Map(items.map((item) => [keyOf(item), item]));
  return chosen.flatMap((key) => byKey.get(key) ?? []);
};

/**
 * The columns to show: every one as declared, or the chosen ones in the chosen order (a column no
 * choice can name stays, last). A choice naming none of the list's columns (saved under other
 * headers) shows them all rather than an empty table.
 */
export function arrangeColumns(columns: readonly ColumnElement[], chosen: readonly string[] | null): ColumnElement[] {
  if (!chosen) return [...columns];
  const picked = inChosenOrder(columns, columnKeyOf, chosen);
  if (picked.length === 0) return [...columns];
  return [...picked, ...columns.filter((column) => columnKeyOf(column) === undefined)];
}
