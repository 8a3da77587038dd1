import ClearIcon from '@mui/icons-material/Clear';
import { Chip, IconButton, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  ACTIVITY_ACTIONS,
  ACTIVITY_ENTITIES,
  type ActivityAction,
  type ActivityEntity,
  VENDOR_ACTIVITY_ENTITIES,
} from '../../../shared/contract/activity';
import { useSession } from '../../api/AdminApiContext';
import { text } from '../../i18n/text';
import type { ActivityFilters } from './activityFilters';

const t = text.activity;

/** A select's value as the filter's: '' is every one. */
const chosen = <T extends string>(choices: readonly T[], value: string): T | undefined =>
  choices.find((choice) => choice === value);

const SELECT_PROPS = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;
const DATE_PROPS = { inputLabel: { shrink: true } } as const;
/** One line of filters from a tablet's width up, one filter a line on a phone (the theme makes fields full width). */
const FIELD_SX = { minWidth: 170, flex: { xs: '1 1 100%', sm: '0 0 auto' } } as const;

/**
 * The Activity screen's filters: Kind (a vendor's own three only), Action, From and To, and,
 * once a name was clicked, 'Only <name>' with its clear button. Each change starts again from
 * the newest.
 */
export const ActivityFilterBar = ({
  filters,
  onChange,
}: {
  filters: ActivityFilters;
  onChange: (filters: ActivityFilters) => void;
}) => {
  const translate = useTranslate();
  const { user } = useSession();
  const kinds: readonly ActivityEntity[] = user?.role === 'VENDOR' ? VENDOR_ACTIVITY_ENTITIES : ACTIVITY_ENTITIES;
  // An emptied filter is undefined, which the query leaves out.
  const set = (changed: Partial<ActivityFilters>) => onChange({ ...filters, ...changed });

  return (
    <Stack direction="row" useFlexGap spacing={1.5} flexWrap="wrap" alignItems="center" data-testid="activity-filters">
      <TextField
        select
        size="small"
        label={translate(t.entityFilter)}
        value={filters.entity ?? ''}
        onChange={(event) => set({ entity: chosen<ActivityEntity>(kinds, event.target.value) })}
        fullWidth={false}
        sx={FIELD_SX}
        slotProps={SELECT_PROPS}
        data-testid="activity-entity-filter"
      >
        <MenuItem value="">{translate(t.anyEntity)}</MenuItem>
        {kinds.map((entity) => (
          <MenuItem key={entity} value={entity}>
            {translate(t.entities[entity])}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={translate(t.actionFilter)}
        value={filters.action ?? ''}
        onChange={(event) => set({ action: chosen<ActivityAction>(ACTIVITY_ACTIONS, event.target.value) })}
        fullWidth={false}
        sx={FIELD_SX}
        slotProps={SELECT_PROPS}
        data-testid="activity-action-filter"
      >
        <MenuItem value="">{translate(t.anyAction)}</MenuItem>
        {ACTIVITY_ACTIONS.map((action) => (
          <MenuItem key={action} value={action}>
            {translate(t.actions[action])}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        size="small"
        label={translate(t.fromFilter)}
        value={filters.from ?? ''}
        onChange={(event) => set({ from: event.target.value || undefined })}
        fullWidth={false}
        sx={FIELD_SX}
        slotProps={DATE_PROPS}
        data-testid="activity-from"
      />
      <TextField
        type="date"
        size="small"
        label={translate(t.toFilter)}
        value={filters.to ?? ''}
        onChange={(event) => set({ to: event.target.value || undefined })}
        fullWidth={false}
        sx={FIELD_SX}
        slotProps={DATE_PROPS}
        data-testid="activity-to"
      />
      {filters.recordId && (
        <Stack direction="row" alignItems="center" spacing={0.5}>
          <Chip label={translate(t.recordFilter, { id: filters.recordId })} data-testid="activity-record-filter" />
          <IconButton size="small" aria-label={translate(t.clearRecord)} onClick={() => set({ recordId: undefined })}>
            <ClearIcon fontSize="small" />
          </IconButton>
        </Stack>
      )}
      {filters.actor && (
        <Stack direction="row" alignItems="center" spacing={0.5}>
          <Chip label={translate(t.actorFilter, { name: filters.actor.name })} data-testid="activity-actor-filter" />
          <IconButton size="small" aria-label={translate(t.clearActor)} onClick={() => set({ actor: undefined })}>
            <ClearIcon fontSize="small" />
          </IconButton>
        </Stack>
      )}
    </Stack>
  );
};
