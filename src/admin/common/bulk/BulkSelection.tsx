import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { type Identifier, useListContext } from 'react-admin';
import type { SentTarget } from '../../../shared/contract/bulk';

interface AllMatching {
  /** The filter "all matching" was chosen under, as JSON: another filter ends it. */
  filter: string | null;
  choose: (filter: string | null) => void;
}

const AllMatchingContext = createContext<AllMatching>({ filter: null, choose: () => undefined });

/** Holds whether "all N matching" is chosen, for the list's bar and its actions. */
export const BulkSelectionProvider = ({ children }: { children: ReactNode }) => {
  const [filter, choose] = useState<string | null>(null);
  const value = useMemo(() => ({ filter, choose }), [filter]);
  return <AllMatchingContext.Provider value={value}>{children}</AllMatchingContext.Provider>;
};

export interface BulkSelection {
  /** The ids ticked (on this page and others). */
  ids: Identifier[];
  /** How many rows the action will change: the ticked ones, or every matching row. */
  count: number;
  /** Every row the list's filter matches (its total), when the list knows it. */
  total: number | undefined;
  /** Whether every row of the page shown is ticked. */
  pageSelected: boolean;
  allMatching: boolean;
  selectAllMatching: () => void;
  clear: () => void;
  /** What to send: the ids, or the filter itself (never a list of ids) when all matching is chosen. */
  target: SentTarget;
}

/**
 * The list's selection as a bulk action sends it. "All matching" holds only while the whole page
 * stays ticked under the same filter: unticking a row or changing the filter ends it.
 */
export const useBulkSelection = (): BulkSelection => {
  const { selectedIds = [], data = [], total, filterValues, onUnselectItems } = useListContext();
  const { filter, choose } = useContext(AllMatchingContext);
  const filterKey = JSON.stringify(filterValues ?? {});
  const pageSelected = data.length > 0 && data.every((row) => selectedIds.includes(row.id));
  const allMatching = filter === filterKey && pageSelected && total !== undefined;
  const ids = selectedIds;
  return {
    ids,
    count: allMatching ? (total ?? ids.length) : ids.length,
    total,
    pageSelected,
    allMatching,
    selectAllMatching: () => choose(filterKey),
    clear: () => {
      choose(null);
      onUnselectItems(true);
    },
    target: allMatching ? { filter: filterValues ?? {} } : { ids: ids.map(String) },
  };
};
