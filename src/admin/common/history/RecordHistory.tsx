import {
  Alert,
  AlertTitle,
  Link,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { ActivityEntity } from '../../../shared/contract/activity';
import { errorMessage } from '../../api/errors';
import { text } from '../../i18n/text';
import { formatDateTime } from '../formatters';
import { useRecordHistory } from './useRecordHistory';
import { VersionDiff } from './VersionDiff';

const t = text.activity;

/**
 * A record's History tab: its versions, newest first (action, who, when); the chosen one (the
 * newest at first) against the record as it is now, with the way back to it for an admin.
 */
export const RecordHistory = ({ entity, recordId }: { entity: ActivityEntity; recordId: string }) => {
  const translate = useTranslate();
  const { data: history, error } = useRecordHistory(entity, recordId);
  const [chosenId, setChosenId] = useState<string | null>(null);

  if (error) {
    return (
      <Alert severity="error">
        <AlertTitle>{translate(t.historyLoadError)}</AlertTitle>
        {translate(errorMessage(error, translate(text.general.unknownError)))}
      </Alert>
    );
  }
  if (!history) return <Skeleton variant="rounded" height={120} data-testid="record-history-loading" />;
  if (history.data.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate(t.historyEmpty)}
      </Typography>
    );
  }
  const chosen = history.data.find(({ id }) => id === chosenId) ?? history.data[0];

  return (
    <Stack spacing={2} data-testid="record-history">
      {history.current === null && <Alert severity="info">{translate(t.deletedRecord)}</Alert>}
      <List
        component="ol"
        dense
        aria-label={translate(t.versions)}
        sx={{ maxHeight: 240, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, py: 0 }}
      >
        {history.data.map((version) => (
          <ListItem key={version.id} disablePadding>
            <ListItemButton
              selected={version.id === chosen?.id}
              aria-current={version.id === chosen?.id ? 'true' : undefined}
              onClick={() => setChosenId(version.id)}
              data-testid="history-version"
            >
              <ListItemText
                primary={translate(t.versionBy, {
                  action: translate(t.actions[version.action]),
                  name: version.actor.name,
                })}
                secondary={<time dateTime={version.at}>{formatDateTime(version.at)}</time>}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {history.more && (
        <Link
          component={RouterLink}
          to={`/activity?${new URLSearchParams({ entity, recordId })}`}
          variant="body2"
          data-testid="history-more"
        >
          {translate(t.olderVersions, { count: history.data.length })}
        </Link>
      )}
      {chosen && <VersionDiff key={chosen.id} version={chosen} history={history} />}
    </Stack>
  );
};
