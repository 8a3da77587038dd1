import { Box, Button, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CalendarFeed } from '../../../shared/contract/calendar-feeds';
import { text } from '../../i18n/text';
import { formatDateTime } from '../formatters';

const t = text.calendarFeeds;

/** The subject's feeds: label, names shown or not, who made it and when, last fetch, and Revoke while live. */
export const FeedsTable = ({
  feeds,
  onRevoke,
}: {
  feeds: readonly CalendarFeed[];
  onRevoke: (feed: CalendarFeed) => void;
}) => {
  const translate = useTranslate();
  if (feeds.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
        {translate(t.none)}
      </Typography>
    );
  }
  // Scrolls sideways within the dialog on a narrow screen rather than widening it.
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate(t.section)}>
        <TableHead>
          <TableRow>
            <TableCell>{translate(t.columnLabel)}</TableCell>
            <TableCell>{translate(t.columnNames)}</TableCell>
            <TableCell>{translate(t.columnCreated)}</TableCell>
            <TableCell>{translate(t.columnLastFetched)}</TableCell>
            <TableCell>{translate(t.columnStatus)}</TableCell>
            <TableCell align="right">{translate(text.general.actions)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {feeds.map((feed) => (
            <TableRow key={feed.id}>
              <TableCell sx={{ wordBreak: 'break-word' }}>{feed.label}</TableCell>
              <TableCell>{translate(feed.includeNames ? t.namesShown : t.namesHidden)}</TableCell>
              <TableCell>
                {formatDateTime(feed.createdAt)}
                {feed.createdBy && (
                  <Typography variant="caption" color="text.secondary" component="div">
                    {translate(t.createdBy, { name: feed.createdBy })}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                {feed.lastFetchedAt ? formatDateTime(feed.lastFetchedAt) : translate(t.neverFetched)}
              </TableCell>
              <TableCell>
                {feed.revokedAt ? (
                  <Chip size="small" label={translate(t.revokedOn, { date: formatDateTime(feed.revokedAt) })} />
                ) : (
                  <Chip size="small" color="success" variant="outlined" label={translate(t.active)} />
                )}
              </TableCell>
              <TableCell align="right">
                {!feed.revokedAt && (
                  <Button
                    size="small"
                    color="error"
                    onClick={() => onRevoke(feed)}
                    aria-label={translate(t.revokeFeed, { label: feed.label })}
                  >
                    {translate(t.revoke)}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
