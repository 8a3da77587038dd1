import { Button } from '@mui/material';
import { FunctionField, useRecordContext, useTranslate } from 'react-admin';
import type { ActivityEntry } from '../../../shared/contract/activity';
import { formatDateTime } from '../../common/formatters';
import { ActionChip } from '../../common/history/ActionChip';
import { ResponsiveDatagrid } from '../../common/list/ResponsiveDatagrid';
import { text } from '../../i18n/text';
import { ActorName } from './ActorName';
import type { ActorFilter } from './activityFilters';
import { ChangesCell } from './ChangesCell';

const t = text.activity;

/** The number of columns, for the loading rows. */
export const ACTIVITY_COLUMNS = 7;

/** A row's way into its change, for the keyboard and on a phone's card. */
const ViewChange = ({ onOpen }: { onOpen: (entry: ActivityEntry) => void }) => {
  const translate = useTranslate();
  const entry = useRecordContext<ActivityEntry>();
  if (!entry) return null;
  return (
    <Button
      size="small"
      onClick={(event) => {
        event.stopPropagation();
        onOpen(entry);
      }}
      aria-label={translate(t.viewChange, { id: entry.id })}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {translate(t.view)}
    </Button>
  );
};

/**
 * The page's changes: When, Who (a name filters by it), Kind, Record, Action and the fields it
 * changed; a row (or its View button) opens the change.
 */
export const ActivityTable = ({
  onOpen,
  onActor,
}: {
  onOpen: (entry: ActivityEntry) => void;
  onActor: (actor: ActorFilter) => void;
}) => {
  const translate = useTranslate();
  return (
    <ResponsiveDatagrid
      actions={<ViewChange onOpen={onOpen} />}
      rowClick={(_id, _resource, entry) => {
        onOpen(entry as ActivityEntry);
        return false;
      }}
      data-testid="activity-table"
    >
      <FunctionField<ActivityEntry>
        label={translate(t.when)}
        render={({ at }) => <time dateTime={at}>{formatDateTime(at)}</time>}
      />
      <FunctionField<ActivityEntry>
        label={translate(t.who)}
        render={({ actor }) => <ActorName actor={actor} onChoose={onActor} />}
      />
      <FunctionField<ActivityEntry>
        label={translate(t.entityFilter)}
        render={({ entity }) => translate(t.entities[entity])}
      />
      <FunctionField<ActivityEntry> label={translate(t.record)} render={({ recordLabel }) => recordLabel} />
      <FunctionField<ActivityEntry>
        label={translate(t.action)}
        render={({ action }) => <ActionChip action={action} />}
      />
      <FunctionField<ActivityEntry>
        label={translate(t.changes)}
        render={({ changes }) => <ChangesCell changes={changes} />}
      />
    </ResponsiveDatagrid>
  );
};
