import { Typography } from '@mui/material';

/**
 * A figure's line against the period before (`text`: '₹1,200 yesterday'): green when the figure is
 * higher, red when lower, plain when level.
 */
export const Versus = ({ current, previous, text }: { current: number; previous: number; text: string }) => {
  const color = current > previous ? 'success.main' : current < previous ? 'error.main' : 'text.secondary';
  return (
    <Typography variant="body2" color={color}>
      {text}
    </Typography>
  );
};
