import { useListContext, useResourceContext } from 'react-admin';
import { exportPath } from '../../../shared/contract/exports';
import { rowCountOf } from '../list/rowCount';
import { useChosenColumns } from '../list/views/ListColumns';
import { CsvExportButton } from './CsvExportButton';
import { exportParams } from './exportParams';

export interface ListExportOptions {
  /** Whether the list sorts by its columns (the sort goes with the export); otherwise the server's order. */
  sorted: boolean;
  /** The visible columns' keys, in order; every column of the screen unless given. */
  columns?: readonly string[];
}

/**
 * The list's Export: `GET /exports/<resource>` with the filters and sort the list shows now and
 * the columns the user chose to show, so the file holds every page of what the screen lists. Disabled while the
 * list is loading or empty.
 */
export const ListExportButton = ({ sorted, columns }: ListExportOptions) => {
  const resource = useResourceContext() ?? '';
  const list = useListContext();
  const { filterValues, sort, isPending } = list;
  // The Columns menu's choice (or a saved view's): the file follows the table.
  const [shown] = useChosenColumns();
  return (
    <CsvExportButton
      path={exportPath(resource)}
      params={exportParams(filterValues, sorted ? sort : undefined, columns, shown)}
      disabled={isPending || rowCountOf(list) === 0}
      testId="list-export"
    />
  );
};
