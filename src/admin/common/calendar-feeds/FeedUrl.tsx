import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { toast } from 'sonner';
import { text } from '../../i18n/text';

const t = text.calendarFeeds;

/** The feed's URL on this app's origin, as a calendar app subscribes to it. */
export const feedUrlOf = (path: string) => new URL(path, window.location.origin).toString();

/**
 * A new feed's URL, shown this once (the server keeps only its hash): read-only, selected on
 * focus so it can be copied by hand too, and a button that copies it.
 */
export const FeedUrl = ({ path }: { path: string }) => {
  const translate = useTranslate();
  const url = feedUrlOf(path);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(translate(t.copied));
    } catch {
      toast.error(translate(t.copyFailed));
    }
  };
  return (
    <Alert severity="warning" sx={{ '& .MuiAlert-message': { width: '100%' } }} data-testid="calendar-feed-url">
      {translate(t.urlOnce)}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }} alignItems={{ sm: 'center' }}>
        <TextField
          label={translate(t.url)}
          value={url}
          size="small"
          fullWidth
          autoFocus
          onFocus={(event) => event.target.select()}
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
        />
        <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={copy} sx={{ flexShrink: 0 }}>
          {translate(t.copy)}
        </Button>
      </Stack>
    </Alert>
  );
};
