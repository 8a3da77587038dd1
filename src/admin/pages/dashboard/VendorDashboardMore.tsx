import { Grid } from '@mui/material';
import type { VendorDashboard } from '../../../shared/contract/dashboard';
import { LatestOrders } from './LatestOrders';
import { LowStock } from './LowStock';
import { RevenueCard } from './RevenueCard';

/** Beyond spec §2's three cards (issue 26): the vendor's months of revenue, latest orders and low stock. */
export const VendorDashboardMore = ({ data }: { data: VendorDashboard }) => (
  <Grid container spacing={2} sx={{ mt: 2 }}>
    <Grid size={12}>
      <RevenueCard months={data.revenueByMonth} />
    </Grid>
    <Grid size={{ xs: 12, md: 6 }}>
      <LatestOrders orders={data.latestOrders} />
    </Grid>
    <Grid size={{ xs: 12, md: 6 }}>
      <LowStock lowStock={data.lowStock} />
    </Grid>
  </Grid>
);
