import BookOnlineIcon from '@mui/icons-material/BookOnline';
import CurrencyRupeeIcon from '@mui/icons-material/CurrencyRupee';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import KeyboardReturnIcon from '@mui/icons-material/KeyboardReturn';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Alert, AlertTitle, Grid, Skeleton, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AdminDashboard, PeriodFigures } from '../../../shared/contract/dashboard';
import type { AppDataProvider } from '../../api/dataProvider';
import { errorMessage } from '../../api/errors';
import { formatCount, formatRupees } from '../../common/formatters';
import { text } from '../../i18n/text';
import { FigureCard } from './FigureCard';
import { listLink } from './listLink';
import { RevenueCard } from './RevenueCard';
import { Versus } from './Versus';

const ADMIN_DASHBOARD_QUERY_KEY = ['dashboard', 'admin'] as const;
const figureSize = { xs: 6, lg: 3 } as const;

interface Figure {
  testId: string;
  title: string;
  value: string;
  icon: ReactNode;
  to: string;
  footer?: ReactNode;
}

/** The admin's figures, each with the list filtered to it (the screens' paths, spec §2). */
function figuresOf(data: AdminDashboard, translate: (key: string, options?: object) => string): Figure[] {
  const { today, monthStart, day, month } = data;
  const placed = (placedFrom: string) => listLink('/material-orders', { placedFrom, placedTo: today });
  const versus = (period: PeriodFigures, key: string, money: boolean) => {
    const [current, previous] = money
      ? [period.revenue, period.previousRevenue]
      : [period.orders, period.previousOrders];
    const value = money ? formatRupees(previous) : formatCount(previous);
    return <Versus current={current} previous={previous} text={translate(key, { value })} />;
  };
  // Today's confirmed rentals and bookings, each opening its list filtered to that status and day.
  const scheduledIcons = {
    out: { icon: <LocalShippingIcon fontSize="small" />, path: '/equipment-rentals' },
    back: { icon: <KeyboardReturnIcon fontSize="small" />, path: '/equipment-rentals' },
    booking: { icon: <BookOnlineIcon fontSize="small" />, path: '/service-bookings' },
  };
  const scheduled = (
    testId: string,
    title: string,
    value: number,
    kind: keyof typeof scheduledIcons,
    day: 'startsOn' | 'endsOn',
  ): Figure => ({
    testId,
    title: translate(title),
    value: formatCount(value),
    icon: scheduledIcons[kind].icon,
    to: listLink(scheduledIcons[kind].path, { status: 'CONFIRMED', [day]: today }),
    footer: <Versus current={0} previous={0} text={translate(text.dashboard.confirmedOnly)} />,
  });
  const cart = <ShoppingCartIcon fontSize="small" />;
  const rupee = <CurrencyRupeeIcon fontSize="small" />;
  return [
    {
      testId: 'figure-orders-today',
      title: translate(text.dashboard.ordersToday),
      value: formatCount(day.orders),
      icon: cart,
      to: placed(today),
      footer: versus(day, text.dashboard.versusYesterday, false),
    },
    {
      testId: 'figure-revenue-today',
      title: translate(text.dashboard.revenueToday),
      value: formatRupees(day.revenue),
      icon: rupee,
      to: placed(today),
      footer: versus(day, text.dashboard.versusYesterday, true),
    },
    {
      testId: 'figure-orders-month',
      title: translate(text.dashboard.ordersThisMonth),
      value: formatCount(month.orders),
      icon: cart,
      to: placed(monthStart),
      footer: versus(month, text.dashboard.versusLastMonth, false),
    },
    {
      testId: 'figure-revenue-month',
      title: translate(text.dashboard.revenueThisMonth),
      value: formatRupees(month.revenue),
      icon: rupee,
      to: placed(monthStart),
      footer: versus(month, text.dashboard.versusLastMonth, true),
    },
    {
      testId: 'figure-seller-requests',
      title: translate(text.dashboard.pendingSellerRequests),
      value: formatCount(data.pendingSellerRequests),
      icon: <StorefrontIcon fontSize="small" />,
      to: listLink('/seller-requests', { status: 'PENDING' }),
    },
    scheduled('figure-rentals-out', text.dashboard.rentalsGoingOut, data.rentalsGoingOut, 'out', 'startsOn'),
    scheduled('figure-rentals-back', text.dashboard.rentalsComingBack, data.rentalsComingBack, 'back', 'endsOn'),
    scheduled('figure-bookings-today', text.dashboard.bookingsToday, data.bookingsToday, 'booking', 'startsOn'),
    {
      testId: 'figure-low-stock',
      title: translate(text.dashboard.lowStockVariants),
      value: formatCount(data.lowStockVariants),
      icon: <Inventory2Icon fontSize="small" />,
      to: listLink('/materials', { lowStock: true }),
    },
  ];
}

/**
 * The admin's home figures (issue 26): today and this month against the period before, what waits
 * today, variants low on stock, each opening its list filtered to it; then the months' revenue.
 */
export const AdminFigures = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, error, isPending } = useQuery({
    queryKey: ADMIN_DASHBOARD_QUERY_KEY,
    queryFn: () => dataProvider.getAdminDashboard(),
  });

  if (isPending) return <Skeleton variant="rounded" height={240} data-testid="dashboard-loading" aria-busy="true" />;
  if (error)
    return (
      <Alert severity="error" data-testid="dashboard-error">
        <AlertTitle>{translate(text.dashboard.loadError)}</AlertTitle>
        {errorMessage(error, translate(text.general.unknownError))}
      </Alert>
    );

  return (
    <Stack spacing={2}>
      <Grid container spacing={2} data-testid="admin-figures">
        {figuresOf(data, translate).map(({ testId, ...figure }) => (
          <Grid key={testId} size={figureSize}>
            <FigureCard {...figure} testId={testId} />
          </Grid>
        ))}
      </Grid>
      <RevenueCard months={data.revenueByMonth} />
    </Stack>
  );
};
