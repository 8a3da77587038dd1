import { Box, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';

export interface Detail {
  label: string;
  value: ReactNode;
}

/** A details dialog's labelled values (a description list), two to a row on wider screens. */
export const DetailList = ({ details }: { details: readonly Detail[] }) => (
  <Box
    component="dl"
    sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, gap: 2, m: 0 }}
  >
    {details.map(({ label, value }) => (
      <div key={label}>
        <Typography component="dt" variant="caption" color="text.secondary">
          {label}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
          {value}
        </Typography>
      </div>
    ))}
  </Box>
);

/** A titled part of a details dialog (Items, Schedule, Cost Breakdown ...), a region named by its heading. */
export const DetailSection = ({ title, testId, children }: { title: string; testId?: string; children: ReactNode }) => {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} data-testid={testId}>
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
};
