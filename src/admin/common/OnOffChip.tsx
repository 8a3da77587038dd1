import { Chip } from '@mui/material';

/** A yes/no status as a badge: filled and coloured when on, outlined when off. */
export const OnOffChip = ({
  on,
  onLabel,
  offLabel,
  offColor = 'default',
  testId,
}: {
  on: boolean;
  onLabel: string;
  offLabel: string;
  offColor?: 'default' | 'error';
  testId?: string;
}) => (
  <Chip
    size="small"
    variant={on ? 'filled' : 'outlined'}
    color={on ? 'success' : offColor}
    label={on ? onLabel : offLabel}
    data-testid={testId}
  />
);
