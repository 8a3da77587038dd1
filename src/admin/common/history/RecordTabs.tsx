import { Box, Tab, Tabs } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { text } from '../../i18n/text';
import { useActivityEntity } from './activityEntity';
import { RecordHistory } from './RecordHistory';

type Shown = 'details' | 'history';

/**
 * A record's dialog body as two tabs, Details (`children`) and History, when the activity log
 * keeps the current resource's records; otherwise the details alone. The details stay mounted
 * while History shows, so what was typed in an Edit dialog survives a look at the history.
 */
export const RecordTabs = ({ recordId, children }: { recordId: string | undefined; children: ReactNode }) => {
  const translate = useTranslate();
  const entity = useActivityEntity();
  const id = useId();
  const [shown, setShown] = useState<Shown>('details');
  // Once opened, History stays mounted (hidden), so going back to it neither asks the server
  // again nor forgets the version chosen.
  const [historyOpened, setHistoryOpened] = useState(false);
  if (!entity || recordId === undefined) return children;
  const tab = (value: Shown) => ({ value, id: `${id}-${value}-tab`, 'aria-controls': `${id}-${value}` });
  const panel = (value: Shown) => ({ role: 'tabpanel', id: `${id}-${value}`, 'aria-labelledby': `${id}-${value}-tab` });
  return (
    <>
      <Tabs
        value={shown}
        onChange={(_, value: Shown) => {
          setShown(value);
          if (value === 'history') setHistoryOpened(true);
        }}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab {...tab('details')} label={translate(text.activity.detailsTab)} />
        <Tab {...tab('history')} label={translate(text.activity.history)} data-testid="history-tab" />
      </Tabs>
      <Box {...panel('details')} hidden={shown !== 'details'}>
        {children}
      </Box>
      {historyOpened && (
        <Box {...panel('history')} hidden={shown !== 'history'}>
          <RecordHistory entity={entity} recordId={recordId} />
        </Box>
      )}
    </>
  );
};
