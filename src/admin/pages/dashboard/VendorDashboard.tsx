import CurrencyRupeeIcon from '@mui/icons-material/CurrencyRupee';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { Alert, AlertTitle, Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../api/dataProvider';
import { errorMessage } from '../../api/errors';
import { formatRupees } from '../../common/formatters';
import { StatCard } from '../../common/StatCard';
import { text } from '../../i18n/text';
import { Trend } from './Trend';
import { VendorDashboardMore } from './VendorDashboardMore';

const VENDOR_DASHBOARD_QUERY_KEY = ['dashboard', 'vendor'] as const;

const cardSize = { xs: 12, md: 4 } as const;

const DashboardSkeleton = () => (
  <Grid container spacing={2} data-testid="dashboard-loading" aria-busy="true">
    {[0, 1, 2].map((card) => (
      <Grid key={card} size={cardSize}>
        <Card variant="outlined">
          <CardContent>
            <Skeleton width="40%" />
            <Skeleton variant="text" sx={{ fontSize: '2.125rem' }} width="60%" />
            <Skeleton width="70%" />
          </CardContent>
        </Card>
      </Grid>
    ))}
  </Grid>
);

/**
 * Spec §2 "Vendor dashboard": this month's orders and revenue, and the listed products; below them
 * (issue 26) its months of revenue, latest orders and variants low on stock.
 */
export const VendorDashboard = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, error, isPending } = useQuery({
    queryKey: VENDOR_DASHBOARD_QUERY_KEY,
    queryFn: () => dataProvider.getVendorDashboard(),
  });

  const title = <Title title={text.dashboard.title} preferenceKey={false} />;
  if (isPending)
    return (
      <>
        {title}
        <DashboardSkeleton />
      </>
    );
  if (error) {
    return (
      <>
        {title}
        <Alert severity="error" data-testid="dashboard-error">
          <AlertTitle>{translate(text.dashboard.loadError)}</AlertTitle>
          {translate(errorMessage(error, translate(text.general.unknownError)))}
        </Alert>
      </>
    );
  }

  const { currentMonth, trends, products } = data;
  return (
    <>
      {title}
      <Grid container spacing={2}>
        <Grid size={cardSize}>
          <StatCard
            title={translate(text.dashboard.materialOrders)}
            value={currentMonth.orders}
            icon={<ShoppingCartIcon fontSize="small" />}
            footer={<Trend points={trends.ordersTrend} increasing={trends.ordersIncreasing} />}
            testId="stat-orders"
          />
        </Grid>
        <Grid size={cardSize}>
          <StatCard
            title={translate(text.dashboard.totalRevenue)}
            value={formatRupees(currentMonth.orderRevenue)}
            icon={<CurrencyRupeeIcon fontSize="small" />}
            footer={<Trend points={trends.revenueTrend} increasing={trends.revenueIncreasing} />}
            testId="stat-revenue"
          />
        </Grid>
        <Grid size={cardSize}>
          <StatCard
            title={translate(text.dashboard.listedProducts)}
            value={products.all}
            icon={<Inventory2Icon fontSize="small" />}
            footer={
              <Typography variant="body2" color="text.secondary">
                {translate(text.dashboard.totalVariants, { count: products.variants })}
              </Typography>
            }
            testId="stat-products"
          />
        </Grid>
      </Grid>
      <VendorDashboardMore data={data} />
    </>
  );
};
