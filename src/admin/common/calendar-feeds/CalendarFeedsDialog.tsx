import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { CalendarFeed, CalendarFeedSubject, CreatedCalendarFeed } from '../../../shared/contract/calendar-feeds';
import { text } from '../../i18n/text';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';
import { CreateFeedForm } from './CreateFeedForm';
import { FeedsTable } from './FeedsTable';
import { FeedUrl } from './FeedUrl';
import { useCalendarFeeds } from './useCalendarFeeds';

const t = text.calendarFeeds;

export interface CalendarFeedsDialogProps {
  subject: CalendarFeedSubject;
  subjectId: string;
  /** The equipment's or provider's name, in the title. */
  name: string;
  open: boolean;
  onClose: () => void;
}

/**
 * Issue 29 "Calendar feeds" of one equipment or provider: create one (its URL shown once, to
 * copy), see them all with their last fetch, revoke one after a confirmation.
 */
export const CalendarFeedsDialog = ({ subject, subjectId, name, open, onClose }: CalendarFeedsDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const { feeds, create, revoke } = useCalendarFeeds(subject, subjectId, open);
  // The URL of the feed just created: kept only while the dialog stays open.
  const [created, setCreated] = useState<CreatedCalendarFeed | null>(null);
  const [revoking, setRevoking] = useState<CalendarFeed | null>(null);
  const close = () => {
    setCreated(null);
    create.reset();
    onClose();
  };
  return (
    <>
      <Dialog
        open={open}
        onClose={close}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="md"
        data-testid="calendar-feeds-dialog"
      >
        <DialogTitle id={titleId}>{translate(t.titleFor, { name })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {translate(t.intro)}
            </Typography>
            {created && <FeedUrl path={created.path} />}
            <CreateFeedForm create={create} onCreated={setCreated} />
            {feeds.isPending ? (
              <Skeleton variant="rounded" height={96} />
            ) : feeds.isError ? (
              <Alert severity="error">{translate(t.loadError)}</Alert>
            ) : (
              <FeedsTable feeds={feeds.data} onRevoke={setRevoking} />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate(t.done)}</Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={revoking !== null}
        onClose={() => setRevoking(null)}
        title={translate(t.revokeFeed, { label: revoking?.label ?? '' })}
        description={translate(t.revokeConfirm, { label: revoking?.label ?? '' })}
        confirmLabel={translate(t.revoke)}
        pending={revoke.isPending}
        onConfirm={() => {
          if (revoking) revoke.mutate(revoking.id, { onSettled: () => setRevoking(null) });
        }}
        testId="revoke-feed-dialog"
      />
    </>
  );
};
