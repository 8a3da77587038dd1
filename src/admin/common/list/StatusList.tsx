import { Box, Card, Stack, Typography } from '@mui/material';
import { Children, type ReactNode } from 'react';
import { List, useTranslate } from 'react-admin';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../shared/constants';
import { LinkedRecordHost } from '../dialogs/detailsHandOff';
import { ListExportButton } from '../export/ListExportButton';
import { type KnownStatus, statusLabel } from '../status/statuses';
import { FilterChips } from './FilterChips';
import { ListEmpty } from './ListEmpty';
import { ListError } from './ListError';
import { ListSkeleton } from './ListSkeleton';
import { PagesPager, RangePager } from './PagesPager';
import { ResponsiveDatagrid } from './ResponsiveDatagrid';
import { RowsPerPage } from './RowsPerPage';
import { StatusFilter, useStatusFilter } from './StatusFilter';
import { type SummaryCard, SummaryCards } from './SummaryCards';
import { useDeferredList } from './useDeferredList';
import { ListColumnsProvider } from './views/ListColumns';
import { ListViewTools } from './views/ListViewTools';
import { useDefaultView } from './views/useDefaultView';

/** The translation keys of a status list, by convention in its resource's group (`text.order`). */
export interface StatusListTexts {
  loadError: string;
  empty: string;
  /** The note under `empty` while a status is chosen; %{status} names it. */
  emptyFiltered: string;
  /** The filter's first choice: 'All Status', 'All'. */
  filterAll: string;
}

export interface StatusListProps {
  /** The translation key of the page title, also the heading above the table. */
  title: string;
  texts: StatusListTexts;
  cards: readonly SummaryCard[];
  /** The filter's statuses, in its order. */
  statuses: readonly KnownStatus[];
  /**
   * The footer: 'pages' is Previous, 'Page n of m', Next (spec §2 orders); 'range' is 'Showing x
   * to y of total results' with Previous and Next (spec §2 rentals and bookings).
   */
  pager?: 'pages' | 'range';
  /** The table's columns, before Actions. */
  children: ReactNode;
  /** The Actions cell of a row, in the last column. */
  actions: ReactNode;
  /** The visible columns' keys, in order, for Export (issue 28); every column of the screen unless given. */
  exportColumns?: readonly string[];
  /** What the rows ticked can have done to them at once (issue 28); none: no ticks. */
  bulkActions?: ReactNode;
  /** What a link to one record (`?open=<id>`, the command palette's) opens over the list: a `LinkedRecordDialog`. */
  linked?: ReactNode;
}

/** Spec §2 (orders; rentals and bookings are alike): these lists change under the user's feet. */
const REFETCH_ON_FOCUS = { refetchOnWindowFocus: true } as const;

const StatusListBody = ({
  title,
  texts,
  cards,
  statuses,
  pager = 'pages',
  children,
  actions,
  exportColumns,
  bulkActions,
  linked,
}: StatusListProps) => {
  const translate = useTranslate();
  const { isPending, error, data } = useDeferredList();
  useDefaultView();
  const status = useStatusFilter(statuses);

  let content: ReactNode;
  if (isPending) content = <ListSkeleton columns={Children.count(children) + 1} />;
  else if (error) content = <ListError title={translate(texts.loadError)} />;
  else if (data.length === 0) {
    const hint = status ? translate(texts.emptyFiltered, { status: translate(statusLabel(status)) }) : undefined;
    content = <ListEmpty title={translate(texts.empty)} hint={hint} />;
  } else {
    content = (
      <Card variant="outlined" sx={{ overflowX: 'auto' }}>
        <ResponsiveDatagrid actions={actions} bulkActions={bulkActions}>
          {children}
        </ResponsiveDatagrid>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', px: 2 }}>
          <RowsPerPage sizes={PAGE_SIZES} />
          {pager === 'range' ? <RangePager /> : <PagesPager />}
        </Box>
      </Card>
    );
  }

  const screen = (
    <ListColumnsProvider>
      <Stack spacing={2} sx={{ width: '100%' }}>
        <SummaryCards cards={cards} />
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="h5" component="h2" fontWeight={600}>
            {translate(title)}
          </Typography>
          <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
            <ListExportButton sorted={false} columns={exportColumns} />
            <ListViewTools />
            <FilterChips />
            <StatusFilter statuses={statuses} allLabel={translate(texts.filterAll)} />
          </Stack>
        </Box>
        {content}
      </Stack>
      {linked}
    </ListColumnsProvider>
  );
  return linked ? <LinkedRecordHost>{screen}</LinkedRecordHost> : screen;
};

/**
 * A server-paged list of records with a status (spec §2 orders, rentals, bookings): summary
 * cards from the answer's counters, Export and the status filter, the table, rows per page and
 * the pager.
 * It refetches when the window regains focus.
 */
export const StatusList = (props: StatusListProps) => {
  const translate = useTranslate();
  return (
    <List
      title={translate(props.title)}
      actions={false}
      empty={false}
      pagination={false}
      exporter={false}
      component="div"
      perPage={DEFAULT_PAGE_SIZE}
      queryOptions={REFETCH_ON_FOCUS}
    >
      <StatusListBody {...props} />
    </List>
  );
};
