import { useListContext } from 'react-admin';
import type { ViewState } from '../../../../shared/contract/saved-views';
import { useChosenColumns } from './ListColumns';

/** What a view saves of the list on screen: its filters, sort, shown columns and page size. */
export const useCurrentViewState = (): ViewState => {
  const { filterValues, sort, perPage } = useListContext();
  const [columns] = useChosenColumns();
  return { filter: filterValues, sort: sort?.field ? sort : null, columns, perPage };
};

/** Puts a view's state on the list (react-admin batches the three into one change of its address). */
export const useApplyView = () => {
  const { setFilters, setSort, setPerPage } = useListContext();
  const [, setColumns] = useChosenColumns();
  return (state: ViewState) => {
    setFilters(state.filter, {});
    if (state.sort) setSort(state.sort);
    setPerPage(state.perPage);
    setColumns(state.columns);
  };
};
