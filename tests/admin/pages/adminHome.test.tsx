import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allowConsoleErrors } from '../helpers/consoleErrors';
import type { FakeHandler } from '../helpers/fakeApi';
import { renderApp } from '../helpers/renderApp';
import { rentalsApi } from '../helpers/rentalsApi';
import { makeToken } from '../helpers/token';

const admin = makeToken({ role: 'ADMIN' });
// renderApp answers the figures with adminDashboardData unless a test says otherwise.
const dashboard: Record<string, FakeHandler> = {};

/** The figure's link: its path and the filter react-admin reads from the address. */
function linkOf(name: string) {
  const href = within(screen.getByTestId('admin-figures'))
    .getAllByRole('link')
    .find((link) => within(link).queryByRole('region', { name }))
    ?.getAttribute('href');
  if (!href) throw new Error(`no link around ${name}`);
  const url = new URL(href, 'http://admin.test');
  return { path: url.pathname, filter: JSON.parse(url.searchParams.get('filter') ?? '{}') as Record<string, unknown> };
}

describe('the admin home (issue 26)', () => {
  it('shows the figures, each against the period before', async () => {
    await renderApp({ token: admin, routes: dashboard });
    expect(await screen.findByTestId('figure-orders-today-value')).toHaveTextContent('14');
    expect(screen.getByTestId('figure-revenue-today-value')).toHaveTextContent('₹25,300.50');
    expect(screen.getByRole('region', { name: 'Orders today' })).toHaveTextContent('9 yesterday');
    expect(screen.getByRole('region', { name: 'Revenue today' })).toHaveTextContent('₹31,000.00 yesterday');
    expect(screen.getByTestId('figure-orders-month-value')).toHaveTextContent('420');
    expect(screen.getByRole('region', { name: 'Orders this month' })).toHaveTextContent('380 same days last month');
    expect(screen.getByTestId('figure-seller-requests-value')).toHaveTextContent('3');
    expect(screen.getByTestId('figure-rentals-out-value')).toHaveTextContent('5');
    expect(screen.getByTestId('figure-rentals-back-value')).toHaveTextContent('2');
    expect(screen.getByTestId('figure-bookings-today-value')).toHaveTextContent('7');
    expect(screen.getByTestId('figure-low-stock-value')).toHaveTextContent('18');
    // The chart's figures as text: twelve months, the last November 2026's ₹12,000.
    const summary = screen.getByTestId('revenue-chart-summary');
    expect(summary).toHaveTextContent('Dec 25 ₹1,000.00');
    expect(summary).toHaveTextContent('Nov 26 ₹12,000.00');
    // The way into every section stays below.
    expect(screen.getByRole('link', { name: 'Open Change Password' })).toHaveAttribute('href', '/change-password');
  });

  it('links each figure to its list, filtered to it', async () => {
    await renderApp({ token: admin, routes: dashboard });
    await screen.findByTestId('admin-figures');
    const today = { placedFrom: '2026-11-27', placedTo: '2026-11-27' };
    const month = { placedFrom: '2026-11-01', placedTo: '2026-11-27' };
    expect(linkOf('Orders today')).toEqual({ path: '/material-orders', filter: today });
    expect(linkOf('Revenue today')).toEqual({ path: '/material-orders', filter: today });
    expect(linkOf('Orders this month')).toEqual({ path: '/material-orders', filter: month });
    expect(linkOf('Revenue this month')).toEqual({ path: '/material-orders', filter: month });
    expect(linkOf('Pending seller requests')).toEqual({ path: '/seller-requests', filter: { status: 'PENDING' } });
    expect(linkOf('Rentals going out today')).toEqual({
      path: '/equipment-rentals',
      filter: { status: 'CONFIRMED', startsOn: '2026-11-27' },
    });
    expect(linkOf('Rentals coming back today')).toEqual({
      path: '/equipment-rentals',
      filter: { status: 'CONFIRMED', endsOn: '2026-11-27' },
    });
    expect(linkOf('Bookings today')).toEqual({
      path: '/service-bookings',
      filter: { status: 'CONFIRMED', startsOn: '2026-11-27' },
    });
    expect(linkOf('Variants low on stock')).toEqual({ path: '/materials', filter: { lowStock: true } });
  });

  it('opens the rentals going out: the list asks for that day and status, and shows the filter to clear', async () => {
    const { server, user } = await renderApp({ token: admin, routes: { ...dashboard, ...rentalsApi() } });
    await screen.findByTestId('admin-figures');
    await user.click(screen.getByRole('region', { name: 'Rentals going out today' }));
    const listed = () => server.requests.filter((r) => r.url === '/equipment-rentals/get-all-rental-orders');
    await waitFor(() => expect(listed().at(-1)?.params).toMatchObject({ status: 'CONFIRMED', startsOn: '2026-11-27' }));
    const chip = await screen.findByRole('button', { name: 'Clear filter: Starting 27 Nov 2026' });
    await user.click(within(chip).getByTestId('CancelIcon'));
    await waitFor(() => expect(listed().at(-1)?.params.startsOn).toBeUndefined());
    expect(listed().at(-1)?.params.status).toBe('CONFIRMED');
  });

  it('keeps the sections when the figures fail, saying why', async () => {
    allowConsoleErrors();
    await renderApp({
      token: admin,
      routes: { 'GET /dashboard/admin-dashboard': () => [503, { message: 'The database is unavailable' }] },
    });
    expect(await screen.findByTestId('dashboard-error')).toHaveTextContent('The database is unavailable');
    expect(screen.getByTestId('home-sections')).toBeInTheDocument();
  });
});
