import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import type { MonthFigures } from '../../../shared/contract/dashboard';
import { formatRupees, formatRupeesCompact } from '../../common/formatters';
import { text } from '../../i18n/text';
import { monthLabel } from './monthLabel';

const HEIGHT = 260;

/**
 * The revenue of each month, oldest first, as bars (@mui/x-charts); the tooltip adds the orders.
 * Its own chunk (LazyRevenueChart), so the charts library never weighs on the sign-in page.
 */
export const RevenueChart = ({ months }: { months: readonly MonthFigures[] }) => {
  const translate = useTranslate();
  return (
    <BarChart
      height={HEIGHT}
      xAxis={[{ scaleType: 'band', data: months.map((m) => monthLabel(m.month)) }]}
      yAxis={[{ valueFormatter: (value: number) => formatRupeesCompact(value), width: 70 }]}
      series={[
        {
          data: months.map((m) => m.revenue),
          label: translate(text.dashboard.chartRevenue),
          valueFormatter: (value, { dataIndex }) =>
            `${formatRupees(value ?? 0)} · ${translate(text.dashboard.chartOrders)}: ${months[dataIndex]?.orders ?? 0}`,
        },
      ]}
      hideLegend
    />
  );
};
