import { Stack, Typography } from '@mui/material';

/** A customer as orders, rentals and bookings carry it (spec §3 customer.user). */
export interface CustomerUser {
  name: string;
  mobile: string | null;
}

/** Spec §2 Customer: the name, with the mobile number under it when there is one. */
export const CustomerNameMobile = ({ user }: { user: CustomerUser }) => (
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
