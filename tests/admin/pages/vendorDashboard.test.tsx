import { createTheme } from '@mui/material';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { themes } from '../../../src/admin/layout/theme/themes';
import { allowConsoleErrors } from '../helpers/consoleErrors';
import { chartMonths } from '../helpers/dashboards';
import { deferred, type FakeReply } from '../helpers/fakeApi';
import { renderApp } from '../helpers/renderApp';
import { makeToken } from '../helpers/token';

const vendor = makeToken({ role: 'VENDOR' });
const { palette } = createTheme(themes.light);
const dashboard = {
  currentMonth: { orders: 12, orderRevenue: 123456.5 },
  trends: { ordersTrend: 12.5, ordersIncreasing: true, revenueTrend: -8.25, revenueIncreasing: false },
  products: { all: 7, variants: 15 },
  revenueByMonth: chartMonths((i) => i * 500),
  latestOrders: [
    {
      id: '0b6a1c2d-3e4f-4a5b-8c7d-1234abcd5678',
      orderDate: '2026-11-27T06:30:00.000Z',
      status: 'PENDING' as const,
      amount: 2450,
      customer: 'Meena Shah',
    },
  ],
  lowStock: {
    variants: 4,
    lowest: [{ id: 'v-1', productId: 'p-1', productName: 'Cement OPC 53', size: '50 kg', color: '#808080', stock: 0 }],
  },
};

const card = (name: string) => screen.getByRole('region', { name });

describe('the vendor dashboard (spec §2)', () => {
  it('shows a skeleton, then the three cards with their values', async () => {
    const reply = deferred<FakeReply>();
    await renderApp({ token: vendor, routes: { 'GET /dashboard/vendor-dashboard': () => reply.promise } });
    expect(await screen.findByTestId('dashboard-loading')).toBeInTheDocument();

    await act(async () => reply.resolve([200, { data: dashboard }]));

    expect(await screen.findByTestId('stat-orders-value')).toHaveTextContent('12');
    expect(within(card('Total Revenue')).getByTestId('stat-revenue-value')).toHaveTextContent('₹1,23,456.50');
    expect(within(card('Listed Products')).getByTestId('stat-products-value')).toHaveTextContent('7');
    expect(card('Listed Products')).toHaveTextContent('15 total variants');
    expect(screen.getByTestId('page-title')).toHaveTextContent('Dashboard');
  });

  it('shows its months of revenue, latest orders and variants low on stock below the cards', async () => {
    await renderApp({ token: vendor, routes: { 'GET /dashboard/vendor-dashboard': () => [200, { data: dashboard }] } });
    expect(await screen.findByTestId('revenue-chart-summary')).toHaveTextContent('Nov 26 ₹5,500.00');
    const latest = within(card('Latest orders'));
    expect(latest.getByText('#abcd5678 · Meena Shah')).toBeInTheDocument();
    expect(latest.getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/vendor-orders');
    const low = within(card('Low on stock'));
    expect(low.getByTestId('low-stock-count')).toHaveTextContent('4 variants at or below 5 in stock');
    expect(low.getByText('Cement OPC 53')).toBeInTheDocument();
    expect(low.getByText('50 kg · 0 left')).toBeInTheDocument();
    const seeAll = new URL(low.getByRole('link', { name: 'See all' }).getAttribute('href') ?? '', 'http://admin.test');
    expect(seeAll.pathname).toBe('/materials');
    expect(JSON.parse(seeAll.searchParams.get('filter') ?? '{}')).toEqual({ lowStock: true });
  });

  it('shows each trend versus last month, green when increasing and red otherwise', async () => {
    await renderApp({ token: vendor, routes: { 'GET /dashboard/vendor-dashboard': () => [200, { data: dashboard }] } });

    const up = within(await screen.findByRole('region', { name: 'Material Orders' })).getByText(
      '12.5% from last month',
    );
    const down = within(card('Total Revenue')).getByText('8.3% from last month');
    expect(up).toHaveAttribute('data-trend', 'up');
    expect(up).toHaveStyle({ color: palette.success.main });
    expect(down).toHaveAttribute('data-trend', 'down');
    expect(down).toHaveStyle({ color: palette.error.main });
  });

  it('shows the error panel with the message', async () => {
    allowConsoleErrors();
    await renderApp({
      token: vendor,
      routes: {
        'GET /dashboard/vendor-dashboard': () => [
          503,
          { message: 'The database is unavailable, please try again shortly' },
        ],
      },
    });
    const panel = await screen.findByTestId('dashboard-error');
    expect(panel).toHaveTextContent('Error loading dashboard data');
    expect(panel).toHaveTextContent('The database is unavailable, please try again shortly');
  });
});
