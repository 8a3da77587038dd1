import EventIcon from '@mui/icons-material/Event';
import type { ReactElement } from 'react';
import type { RaRecord } from 'react-admin';
import type { CalendarFeedSubject } from '../../../shared/contract/calendar-feeds';
import type { RowDialogAction } from '../list/EditDeleteActions';
import { CalendarFeedsDialog } from './CalendarFeedsDialog';

type Named = RaRecord & { name: string };
/** A plain function (not ComponentType): it takes any named row, so it serves every row type. */
type RowDialog = (props: { record: Named; open: boolean; onClose: () => void }) => ReactElement;

/** A subject's dialog component, made once: a component made per render would lose the URL it shows. */
const dialogOf =
  (subject: CalendarFeedSubject): RowDialog =>
  ({ record, open, onClose }) => (
    <CalendarFeedsDialog
      subject={subject}
      subjectId={String(record.id)}
      name={record.name}
      open={open}
      onClose={onClose}
    />
  );
const DIALOGS: Record<CalendarFeedSubject, RowDialog> = {
  equipment: dialogOf('equipment'),
  'service-provider': dialogOf('service-provider'),
};

/** The row menu's "Calendar feeds" of an equipment or a provider (its label translated), opening its feeds' dialog. */
export const calendarFeedsAction = <Row extends Named>(
  subject: CalendarFeedSubject,
  label: string,
): RowDialogAction<Row> => ({
  label,
  icon: <EventIcon fontSize="small" />,
  Dialog: DIALOGS[subject],
});
