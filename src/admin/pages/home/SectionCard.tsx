import { Card, CardActions, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One section on the admin home page: what it is for and the way in. */
export const SectionCard = ({
  title,
  hint,
  icon,
  action,
}: {
  title: string;
  hint: string;
  icon: ReactNode;
  action: ReactNode;
}) => (
  <Card
    variant="outlined"
    component="section"
    aria-label={title}
    sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
  >
    <CardContent sx={{ flex: 1 }}>
      <Typography component="h2" variant="h6" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {icon}
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {hint}
      </Typography>
    </CardContent>
    <CardActions>{action}</CardActions>
  </Card>
);
