import { Box, Card, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { List, Pagination, type SortPayload, useListContext } from 'react-admin';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../shared/constants';
import { PageBreadcrumb } from '../PageBreadcrumb';
import { ListEmpty } from './ListEmpty';
import { ListError } from './ListError';
import { ListSkeleton } from './ListSkeleton';

export interface CatalogListProps {
  /** The page title (react-admin's <Title>, shown in the page header) and the heading above the table. */
  title: string;
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
  /** The table (a Datagrid), shown once there are rows. */
  children: ReactNode;
}

type BodyProps = Omit<CatalogListProps, 'breadcrumb' | 'sort'>;

const PAGE_SIZE_OPTIONS = [...PAGE_SIZES];

/** Picks the one state the list is in: first load, failed, empty, or rows with the pager. */
const CatalogListBody = ({ title, loadErrorTitle, emptyTitle, emptyHint, toolbar, columns, children }: BodyProps) => {
  const { isPending, error, total, filterValues } = useListContext();
  const isEmpty = !isPending && !error && total === 0 && Object.keys(filterValues).length === 0;

  let content: ReactNode;
  if (isPending) content = <ListSkeleton columns={columns} />;
  else if (error) content = <ListError title={loadErrorTitle} />;
  else if (isEmpty) content = <ListEmpty title={emptyTitle} hint={emptyHint} toolbar={toolbar} />;
  else {
    content = (
      <Card variant="outlined">
        {children}
        <Pagination rowsPerPageOptions={PAGE_SIZE_OPTIONS} />
      </Card>
    );
  }

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h2" fontWeight={600}>
          {title}
        </Typography>
        {/* Shown once the list is known, in one place: moving it would drop a click meanwhile. */}
        {!isPending && !isEmpty && toolbar}
      </Box>
      {content}
    </Stack>
  );
};

/**
 * The page of a resource the API gives whole (spec §2: equipments, service providers,
 * categories): breadcrumb, heading and toolbar, then the table, paged and sorted by the
 * dataProvider in the browser.
 */
export const CatalogList = ({ breadcrumb, sort, title, ...body }: CatalogListProps) => (
  <>
    <PageBreadcrumb current={breadcrumb} />
    <List
      title={title}
      actions={false}
      empty={false}
      pagination={false}
      exporter={false}
      component="div"
      perPage={DEFAULT_PAGE_SIZE}
      sort={sort}
    >
      <CatalogListBody title={title} {...body} />
    </List>
  </>
);
