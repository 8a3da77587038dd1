import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A figure with its label and a line under it (a trend, a count), for dashboards and summaries. */
export const StatCard = ({
  title,
  value,
  icon,
  footer,
  testId,
}: {
  title: string;
  value: ReactNode;
  icon: ReactNode;
  footer?: ReactNode;
  testId?: string;
}) => (
  <Card variant="outlined" component="section" aria-label={title} data-testid={testId} sx={{ height: '100%' }}>
    <CardContent>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="body2" color="text.secondary" fontWeight={500} component="h2">
          {title}
        </Typography>
        <Box sx={{ color: 'text.secondary', display: 'flex' }}>{icon}</Box>
      </Box>
      {/* A large sum (₹26,47,61,135.50) wraps rather than spill out of a narrow card. */}
      <Typography
        variant="h4"
        component="p"
        fontWeight={700}
        data-testid={testId && `${testId}-value`}
        sx={{ overflowWrap: 'anywhere' }}
      >
        {value}
      </Typography>
      {footer && <Box sx={{ mt: 1 }}>{footer}</Box>}
    </CardContent>
  </Card>
);
