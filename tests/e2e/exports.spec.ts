import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN, signIn, VENDOR, watchConsole } from './helpers';

/** The table's rows, without its header. */
const bodyRows = (page: Page) => page.locator('tbody').getByRole('row');

/** Clicks Export and reads the file the browser saves: its name and text. */
async function exportList(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export', exact: true }).click(),
  ]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: await readFile(path, 'utf8') };
}

/** The CSV's lines (no cell of these lists holds a line break), each split at its commas. */
const csvLines = (text: string) =>
  text
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(','));

test('a vendor filters its orders to Pending and exports exactly those orders', async ({ page }) => {
  const problems = watchConsole(page);
  await signIn(page, VENDOR);
  await page.getByTestId('main-menu').getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/vendor-orders$/);
  await expect(page.getByTestId('page-of')).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Pending', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Pending');
  const pending = Number((await page.getByTestId('summary-pendingOrders-value').textContent())?.replaceAll(',', ''));
  const pages = Math.ceil(pending / 10);

  // Every Pending order of the list, page by page, by its full id.
  const listed: string[] = [];
  for (let n = 1; n <= pages; n++) {
    await expect(page.getByTestId('page-of')).toHaveText(`Page ${n} of ${pages}`);
    await expect(bodyRows(page)).toHaveCount(Math.min(10, pending - listed.length));
    listed.push(
      ...(await bodyRows(page)
        // The vendor's rows start with their tick (bulk actions), then the Order ID.
        .locator('td:nth-child(2) [title]')
        .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('title') ?? ''))),
    );
    if (n < pages) await page.getByRole('button', { name: 'Next' }).click();
  }
  expect(listed.length).toBeGreaterThan(0);

  const { name, text } = await exportList(page);
  expect(name).toMatch(/^vendor-orders-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = csvLines(text.slice(1));
  expect(header).toEqual(['Order ID', 'Customer', 'Mobile', 'Order Date', 'Items', 'Amount', 'Status']);
  expect(rows.map(([id]) => id)).toEqual(listed);
  expect(new Set(rows.map((row) => row.at(-1)))).toEqual(new Set(['PENDING']));
  expect(problems).toEqual([]);
});

test('an admin exports the categories as the list shows them', async ({ page }) => {
  const problems = watchConsole(page);
  await signIn(page, ADMIN);
  await page.getByTestId('main-menu').getByRole('link', { name: 'Categories', exact: true }).click();
  await expect(page).toHaveURL(/\/categories$/);
  await expect(bodyRows(page).first()).toBeVisible();
  const total = Number((await page.getByText(/^\d+-\d+ of \d+$/).textContent())?.split(' of ')[1]);

  const { name, text } = await exportList(page);
  expect(name).toMatch(/^categories-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(text.startsWith('\uFEFFID,Name,Description,Image\r\n')).toBe(true);
  const names = csvLines(text.slice(1))
    .slice(1)
    .map((row) => row[1]);
  expect(names).toHaveLength(total);
  // The list's sort, name A to Z: its first row is the file's first.
  await expect(bodyRows(page).first()).toContainText(names[0] ?? '');
  await expect(page.getByRole('button', { name: 'Export', exact: true })).toBeEnabled();
  expect(problems).toEqual([]);
});
