import { Stack, Typography } from '@mui/material';
import type { Order } from '../../../shared/contract/orders';

/** Spec §2 Customer: the name, with the mobile number under it when there is one. */
export const CustomerNameMobile = ({ user }: { user: Order['customer']['user'] }) => (
  <Stack component="span">
    <Typography component="span" variant="body2" fontWeight={500}>
      {user.name}
    </Typography>
    {user.mobile && (
      <Typography component="span" variant="caption" color="text.secondary">
        {user.mobile}
      </Typography>
    )}
  </Stack>
);
