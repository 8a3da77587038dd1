import InboxIcon from '@mui/icons-material/Inbox';
import { Card, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A list with nothing in it yet: what is missing, how to start, and the way to add one. */
export const ListEmpty = ({ title, hint, toolbar }: { title: string; hint?: string; toolbar?: ReactNode }) => (
  <Card variant="outlined" data-testid="list-empty">
    <Stack alignItems="center" spacing={1} sx={{ py: 6, px: 2, textAlign: 'center' }}>
      <InboxIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
      <Typography variant="h6" component="p">
        {title}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      )}
      {toolbar}
    </Stack>
  </Card>
);
