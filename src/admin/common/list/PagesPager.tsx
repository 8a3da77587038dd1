import { Box, Button, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { text } from '../../i18n/text';
import { formatCount } from '../formatters';

/** The number of pages: from the total when the list has one, else from the answer's `meta.totalPages`. */
const pagesOf = (total: number | undefined, perPage: number, meta: unknown): number => {
  if (total !== undefined) return Math.ceil(total / perPage);
  const pages: unknown = meta !== null && typeof meta === 'object' ? Reflect.get(meta, 'totalPages') : undefined;
  return typeof pages === 'number' ? pages : 1;
};

/** Previous, a line saying where the list stands, Next; the line also names the navigation. */
const PreviousNext = ({ label, hasNext }: { label: string; hasNext: boolean }) => {
  const translate = useTranslate();
  const { page, setPage } = useListContext();
  return (
    <Box
      component="nav"
      aria-label={label}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 2, px: 2, py: 1 }}
    >
      <Button size="small" onClick={() => setPage(page - 1)} disabled={page <= 1}>
        {translate(text.general.previousPage)}
      </Button>
      <Typography variant="body2" data-testid="page-of">
        {label}
      </Typography>
      <Button size="small" onClick={() => setPage(page + 1)} disabled={!hasNext}>
        {translate(text.general.nextPage)}
      </Button>
    </Box>
  );
};

/** Spec §2's pager of server-paged lists (orders, seller requests): Previous, 'Page x of y', Next. */
export const PagesPager = () => {
  const translate = useTranslate();
  const { page, perPage, total, meta } = useListContext();
  const pages = Math.max(1, pagesOf(total, perPage, meta));
  return <PreviousNext label={translate(text.general.pageOf, { page, pages })} hasNext={page < pages} />;
};

/**
 * Spec §2's pager of rentals and bookings: 'Showing x to y of total results', Previous and Next.
 * Next is disabled when the page came back with fewer rows than the page size (spec §2), and
 * also once the last row is shown, so a full last page does not lead to an empty one.
 */
export const RangePager = () => {
  const translate = useTranslate();
  const { page, perPage, total, data } = useListContext();
  const rows = data?.length ?? 0;
  const from = rows === 0 ? 0 : (page - 1) * perPage + 1;
  const to = (page - 1) * perPage + rows;
  const shownTotal = total ?? to;
  const hasNext = rows >= perPage && to < shownTotal;
  return (
    <PreviousNext
      label={translate(text.status.showing, {
        from: formatCount(from),
        to: formatCount(to),
        total: formatCount(shownTotal),
      })}
      hasNext={hasNext}
    />
  );
};
