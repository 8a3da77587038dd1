import { Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ActivityEntry } from '../../../shared/contract/activity';
import { text } from '../../i18n/text';
import type { ActorFilter } from './activityFilters';

/** Who made a change; a person's name narrows the screen to their changes. */
export const ActorName = ({
  actor,
  onChoose,
}: {
  actor: ActivityEntry['actor'];
  onChoose: (actor: ActorFilter) => void;
}) => {
  const translate = useTranslate();
  const name = actor.name || translate(text.activity.system);
  const { id } = actor;
  if (id === null) return <Typography variant="body2">{name}</Typography>;
  return (
    <Button
      size="small"
      sx={{ textTransform: 'none', p: 0, minWidth: 0, justifyContent: 'flex-start' }}
      title={translate(text.activity.actorFilter, { name })}
      onClick={(event) => {
        // The row opens the change; the name filters by its author instead.
        event.stopPropagation();
        onChoose({ id, name });
      }}
      data-testid="activity-actor"
    >
      {name}
    </Button>
  );
};
