import { Box, Card, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { List, ListContextProvider, Pagination, type SortPayload } from 'react-admin';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../shared/constants';
import { ListExportButton } from '../export/ListExportButton';
import { PageBreadcrumb } from '../PageBreadcrumb';
import { FilterChips } from './FilterChips';
import { ListEmpty } from './ListEmpty';
import { ListError } from './ListError';
import { ListSkeleton } from './ListSkeleton';
import { PagesPager } from './PagesPager';
import { rowCountOf } from './rowCount';
import { useDeferredList } from './useDeferredList';
import { ListColumnsProvider } from './views/ListColumns';
import { ListViewTools } from './views/ListViewTools';
import { useDefaultView } from './views/useDefaultView';

export interface CatalogListProps {
  /** The page title (react-admin's <Title>, shown in the page header) and the heading above the table. */
  title: string;
  /** The heading above the table where it differs from the page title. */
  heading?: string;
  /** Shown between the breadcrumb and the list, such as a form that adds to it (Send Notification). */
  above?: ReactNode;
  /** The last part of the breadcrumb, after Home. */
  breadcrumb: string;
  loadErrorTitle: string;
  emptyTitle: string;
  emptyHint?: string;
  /** Shown at the top right, or in the empty state when there is nothing to list. */
  toolbar?: ReactNode;
  /** How many cells each skeleton row has: the table's column count. */
  columns: number;
  sort?: SortPayload;
  /** The filter a list opens with (spec §2: seller requests start on Pending). */
  filterDefaultValues?: Record<string, unknown>;
  pager?: PagerOptions;
  /** The visible columns' keys, in order, for Export (issue 28); every column of the screen unless given. */
  exportColumns?: readonly string[];
  /** The table (a Datagrid), shown once there are rows. */
  children: ReactNode;
}

/** The pager's page sizes and the first page's size, and its label before the sizes. */
export interface PagerOptions {
  sizes: readonly number[];
  perPage: number;
  /** react-admin's 'Rows per page:' unless given. */
  label?: string;
  /** Previous, 'Page x of y' and Next instead (spec §2 seller requests); sizes and label unused. */
  pages?: boolean;
}

/** Spec §9: 10, 20 or 50 rows a page, 10 at first, unless a screen has its own (materials). */
const DEFAULT_PAGER: PagerOptions = { sizes: PAGE_SIZES, perPage: DEFAULT_PAGE_SIZE };

type BodyProps = Omit<CatalogListProps, 'breadcrumb' | 'sort' | 'pager' | 'above' | 'filterDefaultValues'> & {
  pager: PagerOptions;
  /** Whether the list sorts by its columns, so Export sends the sort. */
  sorted: boolean;
};

/**
 * Picks the one state the list is in: first load, failed, empty, or rows with the pager. A list
 * with nothing to show at all offers its toolbar (Add) in the empty state; a filtered one keeps
 * its toolbar (the filters) in place.
 */
const CatalogListBody = ({
  title,
  heading = title,
  loadErrorTitle,
  emptyTitle,
  emptyHint,
  toolbar,
  columns,
  pager,
  sorted,
  exportColumns,
  children,
}: BodyProps) => {
  const list = useDeferredList();
  useDefaultView();
  const { isPending, error, filterValues } = list;
  const filtered = Object.keys(filterValues).length > 0;
  const nothing = !isPending && !error && rowCountOf(list) === 0;
  const isEmpty = nothing && !filtered;

  let content: ReactNode;
  if (isPending) content = <ListSkeleton columns={columns} />;
  else if (error) content = <ListError title={loadErrorTitle} />;
  else if (isEmpty) content = <ListEmpty title={emptyTitle} hint={emptyHint} toolbar={toolbar} />;
  else if (nothing) content = <ListEmpty title={emptyTitle} />;
  else {
    content = (
      <Card variant="outlined" sx={{ overflowX: 'auto' }}>
        {children}
        {pager.pages ? (
          <PagesPager />
        ) : (
          <Pagination
            rowsPerPageOptions={[...pager.sizes]}
            {...(pager.label === undefined ? {} : { labelRowsPerPage: pager.label })}
          />
        )}
      </Card>
    );
  }

  return (
    <ListContextProvider value={list}>
      <ListColumnsProvider>
        <Stack spacing={2} sx={{ width: '100%' }}>
          <Box
            sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
          >
            <Typography variant="h5" component="h2" fontWeight={600}>
              {heading}
            </Typography>
            <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
              <FilterChips />
              <ListExportButton sorted={sorted} columns={exportColumns} />
              {/* Shown once the list is known, in one place: moving it would drop a click meanwhile. */}
              {!isPending && !isEmpty && (
                <>
                  <ListViewTools />
                  {toolbar}
                </>
              )}
            </Stack>
          </Box>
          {content}
        </Stack>
      </ListColumnsProvider>
    </ListContextProvider>
  );
};

/**
 * The page of a resource's list (spec §2: equipments, service providers, categories,
 * materials, notifications, seller requests): breadcrumb, heading, Export and toolbar, then the
 * table with its pager. The dataProvider pages it: in the browser for the lists the API gives whole,
 * on the server for products and seller requests.
 */
export const CatalogList = ({
  breadcrumb,
  sort,
  title,
  above,
  filterDefaultValues,
  pager = DEFAULT_PAGER,
  ...body
}: CatalogListProps) => (
  <>
    <PageBreadcrumb current={breadcrumb} />
    {above}
    <List
      title={title}
      actions={false}
      empty={false}
      pagination={false}
      exporter={false}
      component="div"
      perPage={pager.perPage}
      sort={sort}
      filterDefaultValues={filterDefaultValues}
    >
      <CatalogListBody title={title} pager={pager} sorted={sort !== undefined} {...body} />
    </List>
  </>
);
