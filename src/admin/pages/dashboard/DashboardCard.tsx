import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled dashboard card below the figures (the chart, the short lists): a region named by its title. */
export const DashboardCard = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card variant="outlined" component="section" aria-label={title} sx={{ height: '100%' }}>
    <CardContent>
      <Typography variant="body2" color="text.secondary" fontWeight={500} component="h2">
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);
