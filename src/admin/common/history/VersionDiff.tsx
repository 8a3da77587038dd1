import { Alert, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { diffSnapshots, type History, type Version } from '../../../shared/contract/activity';
import { text } from '../../i18n/text';
import { formatDateTime } from '../formatters';
import { ChangesTable } from './ChangesTable';
import { RestoreButton } from './RestoreButton';

const t = text.activity;
const CURRENT = 'current';

/**
 * One version against the record as it is now, or against another version ('Compare with'),
 * and, where the caller may, the way back to it. A version that kept no snapshot shows what its
 * change did instead.
 */
export const VersionDiff = ({ version, history }: { version: Version; history: History }) => {
  const translate = useTranslate();
  const [compare, setCompare] = useState(CURRENT);
  const { snapshot } = version;
  if (!snapshot) {
    return (
      <Stack spacing={1}>
        <Typography variant="body2">{translate(t.versionChanges)}</Typography>
        <ChangesTable changes={version.changes} />
      </Stack>
    );
  }
  const others = history.data.filter((other) => other.id !== version.id && other.snapshot);
  const against = compare === CURRENT ? history.current : (others.find(({ id }) => id === compare)?.snapshot ?? null);
  const changes = diffSnapshots(snapshot, against);
  const isCurrent =
    history.current !== null &&
    (compare === CURRENT ? changes.length === 0 : diffSnapshots(snapshot, history.current).length === 0);

  let diff = <ChangesTable changes={changes} />;
  if (changes.length === 0) {
    diff = (
      <Alert severity="success" data-testid="version-same">
        {translate(compare === CURRENT ? t.sameAsCurrent : t.sameAsOther)}
      </Alert>
    );
  }

  return (
    <Stack spacing={1.5} data-testid="version-diff">
      <TextField
        select
        size="small"
        label={translate(t.compare)}
        value={compare}
        onChange={(event) => setCompare(event.target.value)}
        sx={{ maxWidth: 360 }}
        data-testid="compare-with"
      >
        <MenuItem value={CURRENT}>{translate(t.current)}</MenuItem>
        {others.map((other) => (
          <MenuItem key={other.id} value={other.id}>
            {`${translate(t.actions[other.action])} · ${formatDateTime(other.at)}`}
          </MenuItem>
        ))}
      </TextField>
      {diff}
      {history.restorable && !isCurrent && <RestoreButton versionId={version.id} />}
    </Stack>
  );
};
