import { expect, type Page, test } from '@playwright/test';
import { ADMIN, signIn, VENDOR, watchConsole } from './helpers';

const count = new Intl.NumberFormat('en-IN');

/** A figure's number as the admin home shows it. */
async function figureOf(page: Page, testId: string): Promise<number> {
  const text = (await page.getByTestId(`${testId}-value`).textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

test("an admin's figure opens its list filtered to it, holding that many rows", async ({ page }) => {
  const problems = watchConsole(page);
  await signIn(page, ADMIN);
  await expect(page.getByTestId('admin-figures')).toBeVisible();
  await expect(page.getByTestId('revenue-chart').locator('svg').first()).toBeVisible();

  // Today's confirmed rentals and bookings: the first figure that has any (the demo's schedule has some).
  const figures = [
    {
      testId: 'figure-rentals-out',
      name: 'Rentals going out today',
      path: '/equipment-rentals',
      chip: /^Clear filter: Starting /,
    },
    {
      testId: 'figure-rentals-back',
      name: 'Rentals coming back today',
      path: '/equipment-rentals',
      chip: /^Clear filter: Ending /,
    },
    {
      testId: 'figure-bookings-today',
      name: 'Bookings today',
      path: '/service-bookings',
      chip: /^Clear filter: Starting /,
    },
  ];
  const values = await Promise.all(figures.map((f) => figureOf(page, f.testId)));
  const index = values.findIndex((n) => n > 0);
  expect(index, `today's figures: ${values.join(', ')}`).toBeGreaterThanOrEqual(0);
  const figure = figures[index]!;
  const n = values[index]!;

  await page.getByRole('region', { name: figure.name }).click();
  await expect(page).toHaveURL(new RegExp(`${figure.path}\\?filter=`));
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Confirmed');
  await expect(page.getByRole('button', { name: figure.chip })).toBeVisible();
  const shown = Math.min(n, 10);
  await expect(page.getByTestId('page-of')).toHaveText(`Showing 1 to ${shown} of ${count.format(n)} results`);
  await expect(page.locator('tbody tr')).toHaveCount(shown);

  // Back home, today's orders open the orders placed today.
  await page.getByTestId('main-menu').getByRole('link', { name: 'Dashboard' }).click();
  const today = await figureOf(page, 'figure-orders-today');
  await page.getByRole('region', { name: 'Orders today' }).click();
  await expect(page).toHaveURL(/\/material-orders\?filter=/);
  await expect(page.getByRole('button', { name: /^Clear filter: Placed from / })).toBeVisible();
  if (today === 0) await expect(page.getByText('No orders found')).toBeVisible();
  else await expect(page.locator('tbody tr')).toHaveCount(Math.min(today, 10));
  expect(problems).toEqual([]);
});

test('a vendor sees its chart and latest orders below the three cards, and opens one', async ({ page }) => {
  const problems = watchConsole(page);
  await signIn(page, VENDOR);
  for (const card of ['Material Orders', 'Total Revenue', 'Listed Products'])
    await expect(page.getByRole('region', { name: card })).toBeVisible();
  const chart = page.getByRole('region', { name: 'Revenue, last 12 months' });
  await expect(chart.getByTestId('revenue-chart').locator('svg').first()).toBeVisible();
  await expect(chart.getByTestId('revenue-chart-summary')).toContainText('₹');

  const latest = page.getByTestId('latest-orders').getByRole('button');
  await expect(latest).toHaveCount(5);
  const first = ((await latest.first().textContent()) ?? '').match(/#(\w+)/)?.[1];
  await latest.first().click();
  const dialog = page.getByRole('dialog', { name: 'Order Details' });
  await expect(dialog).toBeVisible();
  if (first) await expect(dialog).toContainText(first);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('region', { name: 'Low on stock' })).toBeVisible();
  expect(problems).toEqual([]);
});
