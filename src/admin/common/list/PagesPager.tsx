import { Box, Button, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { text } from '../../i18n/text';

/** The number of pages: from the total when the list has one, else from the answer's `meta.totalPages`. */
const pagesOf = (total: number | undefined, perPage: number, meta: unknown): number => {
  if (total !== undefined) return Math.ceil(total / perPage);
  const pages: unknown = meta !== null && typeof meta === 'object' ? Reflect.get(meta, 'totalPages') : undefined;
  return typeof pages === 'number' ? pages : 1;
};

/** Spec §2's pager of server-paged lists: Previous, 'Page x of y', Next. */
export const PagesPager = () => {
  const translate = useTranslate();
  const { page, perPage, total, meta, setPage } = useListContext();
  const pages = Math.max(1, pagesOf(total, perPage, meta));
  return (
    <Box
      component="nav"
      aria-label={translate(text.general.pageOf, { page, pages })}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 2, px: 2, py: 1 }}
    >
      <Button size="small" onClick={() => setPage(page - 1)} disabled={page <= 1}>
        {translate(text.general.previousPage)}
      </Button>
      <Typography variant="body2" data-testid="page-of">
        {translate(text.general.pageOf, { page, pages })}
      </Typography>
      <Button size="small" onClick={() => setPage(page + 1)} disabled={page >= pages}>
        {translate(text.general.nextPage)}
      </Button>
    </Box>
  );
};
