import { Box, Button, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PAGE_SIZES } from '../../../shared/constants';
import { text } from '../../i18n/text';

interface ActivityPagerProps {
  perPage: number;
  onPerPage: (size: number) => void;
  hasNewer: boolean;
  hasOlder: boolean;
  onNewer: () => void;
  onOlder: () => void;
}

/** Rows per page (10, 20, 50) and Newer / Older: the log is paged by a cursor, so it has no page numbers. */
export const ActivityPager = ({ perPage, onPerPage, hasNewer, hasOlder, onNewer, onOlder }: ActivityPagerProps) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', px: 2 }}>
      <TextField
        select
        size="small"
        label={translate(text.general.rowsPerPage)}
        value={perPage}
        onChange={(event) => onPerPage(Number(event.target.value))}
        sx={{ width: 140, my: 1 }}
        data-testid="rows-per-page"
      >
        {PAGE_SIZES.map((size) => (
          <MenuItem key={size} value={size}>
            {size}
          </MenuItem>
        ))}
      </TextField>
      <Box component="nav" aria-label={translate(text.activity.pages)} sx={{ display: 'flex', gap: 1, py: 1 }}>
        <Button size="small" onClick={onNewer} disabled={!hasNewer} data-testid="activity-newer">
          {translate(text.activity.newer)}
        </Button>
        <Button size="small" onClick={onOlder} disabled={!hasOlder} data-testid="activity-older">
          {translate(text.activity.older)}
        </Button>
      </Box>
    </Box>
  );
};
