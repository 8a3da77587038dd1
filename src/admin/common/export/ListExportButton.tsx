import { useListContext, useResourceContext } from 'react-admin';
import { exportPath } from '../../../shared/contract/exports';
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
  const { filterValues, sort, total, data, isPending } = useListContext();
  // The Columns menu's choice (or a saved view's): the file follows the table.
  const [shown] = useChosenColumns();
  // A list paged by pages has no total (react-admin's types say it always has): its page's rows count.
  const loaded: readonly unknown[] = data ?? [];
  const rows: number | undefined = total ?? loaded.length;
  return (
    <CsvExportButton
      path={exportPath(resource)}
      params={exportParams(filterValues, sorted ? sort : undefined, columns, shown)}
      disabled={isPending || rows === 0}
      testId="list-export"
    />
  );
};
