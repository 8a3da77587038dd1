import { Box } from '@mui/material';

/** A colour as a small round swatch, named by its value for screen readers and on hover. */
export const ColorSwatch = ({ color }: { color: string }) => (
  <Box
    component="span"
    role="img"
    aria-label={color}
    title={color}
    data-testid="color-swatch"
    sx={{
      display: 'inline-block',
      width: 16,
      height: 16,
      flexShrink: 0,
      borderRadius: '50%',
      bgcolor: color,
      border: 1,
      borderColor: 'divider',
    }}
  />
);
