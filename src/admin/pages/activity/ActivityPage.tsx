import { Box, Card, Stack, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { ListContextProvider, ResourceContextProvider, Title, useList, useTranslate } from 'react-admin';
import type { ActivityEntry } from '../../../shared/contract/activity';
import { ListEmpty } from '../../common/list/ListEmpty';
import { ListError } from '../../common/list/ListError';
import { ListSkeleton } from '../../common/list/ListSkeleton';
import { PageBreadcrumb } from '../../common/PageBreadcrumb';
import { text } from '../../i18n/text';
import { ActivityFilterBar } from './ActivityFilterBar';
import { ActivityPager } from './ActivityPager';
import { ACTIVITY_COLUMNS, ActivityTable } from './ActivityTable';
import { ChangeDialog } from './ChangeDialog';
import { ExportButton } from './ExportButton';
import { useActivityPages } from './useActivityPages';

const t = text.activity;

/**
 * The activity log (beyond the spec): every recorded change, newest first, filtered by kind,
 * action, dates and author, a page at a time from a cursor; a change opens with its fields'
 * before and after, and for an admin the way back to it. A vendor sees its own products,
 * variants and orders only (the server's rule; the Kind filter offers no more).
 */
export const ActivityPage = () => {
  const translate = useTranslate();
  const pages = useActivityPages();
  const { page, filters, setFilters } = pages;
  const [shown, setShown] = useState<{ entry: ActivityEntry; open: boolean } | null>(null);
  const title = translate(t.title);
  // The rows as a react-admin list, so the table and the phone's cards are every list's.
  const list = useList<ActivityEntry>({ data: page.data?.data, isPending: page.isPending, error: page.error });
  const rows = page.data?.data ?? [];

  let content: ReactNode;
  if (page.isPending) content = <ListSkeleton columns={ACTIVITY_COLUMNS} />;
  else if (page.error) content = <ListError title={translate(t.loadError)} />;
  else if (rows.length === 0) content = <ListEmpty title={translate(t.empty)} />;
  else {
    content = (
      <Card variant="outlined" sx={{ overflowX: 'auto' }}>
        <ActivityTable
          onOpen={(entry) => setShown({ entry, open: true })}
          onActor={(actor) => setFilters({ ...filters, actor })}
        />
        <ActivityPager
          perPage={pages.perPage}
          onPerPage={pages.setPerPage}
          hasNewer={pages.hasNewer}
          hasOlder={pages.hasOlder}
          onNewer={pages.newer}
          onOlder={pages.older}
        />
      </Card>
    );
  }

  return (
    <ResourceContextProvider value="activity">
      <ListContextProvider value={{ ...list, refetch: page.refetch }}>
        <Title title={title} />
        <PageBreadcrumb current={title} />
        <Stack spacing={2} sx={{ width: '100%' }}>
          <Box
            sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
          >
            <Box>
              <Typography variant="h5" component="h2" fontWeight={600}>
                {title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate(t.hint)}
              </Typography>
            </Box>
            <ExportButton filters={filters} />
          </Box>
          <ActivityFilterBar filters={filters} onChange={setFilters} />
          {content}
        </Stack>
        {shown && (
          <ChangeDialog entry={shown.entry} open={shown.open} onClose={() => setShown({ ...shown, open: false })} />
        )}
      </ListContextProvider>
    </ResourceContextProvider>
  );
};
