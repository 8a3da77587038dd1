import { Box, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { text } from '../../i18n/text';
import { formatDateTime } from '../formatters';
import { StatusBadge } from './StatusBadge';
import { statusColor } from './statuses';

/**
 * One change of a record's status, as a details call returns it (an order's history fits as it
 * is); only what the timeline shows, so other records with a history can use it too.
 */
export interface StatusChange {
  id: string;
  from: string;
  to: string;
  /** ISO time of the change. */
  at: string;
  /** Who made it; null once that account is deleted. */
  by: { name: string } | null;
  /** Whose part of the record moved, where several share one record (an order's vendors). */
  vendor?: { name: string };
}

/** A short timeline of status changes, oldest first: whose, from -> to, who, when. */
export const StatusHistory = ({ changes }: { changes: readonly StatusChange[] }) => {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {translate(text.status.historyTitle)}
      </Typography>
      {changes.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate(text.status.historyEmpty)}
        </Typography>
      ) : (
        <Box
          component="ol"
          data-testid="status-history"
          sx={{ listStyle: 'none', m: 0, p: 0, ml: 0.75, borderLeft: 2, borderColor: 'divider' }}
        >
          {changes.map((change) => (
            <Box
              component="li"
              key={change.id}
              data-testid="status-change"
              sx={{
                position: 'relative',
                pl: 2,
                pb: 1.5,
                // The timeline's dot, in the colour of the status reached.
                '&::before': {
                  content: '""',
                  position: 'absolute',
                  left: -6,
                  top: 6,
                  width: 10,
                  height: 10,
                  borderRadius: '50%',
                  bgcolor: `${statusColor(change.to)}.main`,
                },
              }}
            >
              <Stack direction="row" alignItems="center" gap={0.75} flexWrap="wrap">
                {change.vendor && (
                  <Typography variant="body2" fontWeight={500}>
                    {change.vendor.name}
                  </Typography>
                )}
                <StatusBadge status={change.from} />
                <Typography variant="body2">→</Typography>
                <StatusBadge status={change.to} />
              </Stack>
              <Typography variant="caption" color="text.secondary">
                {change.by
                  ? translate(text.status.changedBy, { name: change.by.name })
                  : translate(text.status.changedByDeleted)}
                {' · '}
                <time dateTime={change.at}>{formatDateTime(change.at)}</time>
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
};
