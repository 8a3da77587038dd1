import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { useListContext, useStore } from 'react-admin';
import type { ColumnInfo } from './columns';

interface ListColumnsValue {
  /** The list's columns as its table declares them (the table tells them once it shows). */
  available: readonly ColumnInfo[];
  setAvailable: (columns: readonly ColumnInfo[]) => void;
}

const ListColumnsContext = createContext<ListColumnsValue | null>(null);

/** Lets a list's toolbar (Columns, Views) know the columns its table declares. */
export const ListColumnsProvider = ({ children }: { children: ReactNode }) => {
  const [available, setAvailable] = useState<readonly ColumnInfo[]>([]);
  const value = useMemo(() => ({ available, setAvailable }), [available]);
  return <ListColumnsContext.Provider value={value}>{children}</ListColumnsContext.Provider>;
};

export const useListColumns = () => useContext(ListColumnsContext);

/** The user's shown columns of the current list, in order (null: all, as declared), kept in the app's store. */
export const useChosenColumns = () => {
  const { resource } = useListContext();
  return useStore<string[] | null>(`columns.${resource}`, null);
};
