import { Typography } from '@mui/material';
import { shortId } from './formatters';

/** Spec §9: an order's, rental's or booking's id as its last 8 characters, the whole id on hover. */
export const ShortId = ({ id }: { id: string }) => (
  <Typography component="span" variant="body2" title={id} sx={{ fontFamily: 'monospace' }}>
    {shortId(id)}
  </Typography>
);
