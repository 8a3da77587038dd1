import { Skeleton, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { lazy, Suspense } from 'react';
import { useTranslate } from 'react-admin';
import type { MonthFigures } from '../../../shared/contract/dashboard';
import { formatRupees } from '../../common/formatters';
import { text } from '../../i18n/text';
import { DashboardCard } from './DashboardCard';
import { monthLabel } from './monthLabel';

// The charts library loads with the first dashboard that shows it, in its own chunk.
const RevenueChart = lazy(() => import('./RevenueChart').then((m) => ({ default: m.RevenueChart })));

/**
 * A dashboard's revenue over the last months: the chart, and the same figures as text for screen
 * readers and tests (an SVG's bars say nothing by themselves).
 */
export const RevenueCard = ({ months }: { months: readonly MonthFigures[] }) => {
  const translate = useTranslate();
  const summary = months.map((m) => `${monthLabel(m.month)} ${formatRupees(m.revenue)}`).join(', ');
  return (
    <DashboardCard title={translate(text.dashboard.revenueChart)}>
      <Typography sx={visuallyHidden} data-testid="revenue-chart-summary">
        {translate(text.dashboard.revenueChartLabel, { months: summary })}
      </Typography>
      <div aria-hidden data-testid="revenue-chart">
        <Suspense fallback={<Skeleton variant="rounded" height={260} />}>
          <RevenueChart months={months} />
        </Suspense>
      </div>
    </DashboardCard>
  );
};
