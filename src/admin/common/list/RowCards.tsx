import { Box, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { type RaRecord, RecordContextProvider, useExpanded, useListContext, useRecordContext } from 'react-admin';

/** A column as the Datagrid reads it: a field element whose `label` names it. */
type Column = ReactElement<{ label?: ReactNode }>;

export interface RowCardsProps {
  /** The rows; the list's page unless given (a page narrowed by a search). */
  data?: readonly RaRecord[];
  /** Shown when there are no rows. */
  empty?: ReactNode;
  /** The panel a row's own control opens (react-admin's useExpanded), beneath its card. */
  expand?: ReactNode;
  /** A row's actions, at the foot of its card. */
  actions?: ReactNode;
  /** The row's tick for bulk actions, at the top of its card. */
  select?: ReactNode;
  /** The table's columns: each becomes a labelled line of the card. */
  children: ReactNode;
}

const RowCard = ({
  columns,
  expand,
  actions,
  select,
}: {
  columns: readonly Column[];
  expand?: ReactNode;
  actions?: ReactNode;
  select?: ReactNode;
}) => {
  const record = useRecordContext();
  const { resource } = useListContext();
  const [expanded] = useExpanded(resource, record?.id ?? '');
  if (!record) return null;
  return (
    <Card variant="outlined" component="li" data-testid="row-card">
      <CardContent sx={{ pb: 1, display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        {select}
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'minmax(5rem, auto) minmax(0, 1fr)',
            columnGap: 2,
            rowGap: 1,
            m: 0,
            flex: 1,
          }}
        >
          {columns.map((column) => (
            <Box key={column.key} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="caption" color="text.secondary" sx={{ pt: 0.25 }}>
                {column.props.label}
              </Typography>
              {/* Long unbroken text (an email) breaks rather than push the card wider than the phone. */}
              <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {column}
              </Box>
            </Box>
          ))}
        </Box>
      </CardContent>
      {actions && <CardActions sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', px: 2 }}>{actions}</CardActions>}
      {expand && expanded && <Box id={`${record.id}-expand`}>{expand}</Box>}
    </Card>
  );
};

/**
 * A list's rows on a phone (react-admin's SimpleList pattern): a card a row, each column a
 * labelled line, the row's actions at its foot, so nothing needs sideways scrolling.
 */
export const RowCards = ({ data, empty = null, expand, actions, select, children }: RowCardsProps) => {
  const list = useListContext();
  const rows = data ?? list.data ?? [];
  const columns = Children.toArray(children).filter(isValidElement) as Column[];
  if (rows.length === 0) return empty;
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 1 }}>
      {rows.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <RowCard columns={columns} expand={expand} actions={actions} select={select} />
        </RecordContextProvider>
      ))}
    </Stack>
  );
};
