import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN, signIn, watchConsole } from './helpers';

const headers = (page: Page) => page.locator('thead th').allInnerTexts();

async function openOrders(page: Page) {
  await page.getByTestId('main-menu').getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(page).toHaveURL(/\/material-orders/);
  await expect(page.locator('tbody tr').first()).toBeVisible();
}

test('an admin saves a view of the orders and finds it, as the default, in another browser', async ({ browser }) => {
  const name = `Pending, lean ${Date.now()}`;
  const first = await browser.newPage();
  const problems = watchConsole(first);
  await signIn(first, ADMIN);
  await openOrders(first);

  await first.getByRole('combobox', { name: 'Status' }).click();
  await first.getByRole('option', { name: 'Pending', exact: true }).click();
  await first.getByRole('button', { name: 'Columns' }).click();
  await first.getByRole('checkbox', { name: 'Items' }).click();
  await first.getByRole('button', { name: 'Move Amount up' }).click();
  await first.keyboard.press('Escape');
  expect(await headers(first)).toEqual(['Order ID', 'Customer', 'Amount', 'Order Date', 'Actions']);

  // The file follows the table: the shown columns, in their order.
  const [download] = await Promise.all([
    first.waitForEvent('download'),
    first.getByRole('button', { name: 'Export', exact: true }).click(),
  ]);
  const file = await readFile(await download.path(), 'utf8');
  expect(file.slice(1).split('\r\n')[0]).toBe('Order ID,Customer,Amount,Order Date');

  await first.getByRole('button', { name: 'Views' }).click();
  await first.getByRole('button', { name: 'Save current view…' }).click();
  const dialog = first.getByRole('dialog', { name: 'Save view' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('checkbox', { name: 'Open this list with it' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(first.getByText('View saved')).toBeVisible();
  expect(problems).toEqual([]);

  // Another browser (no shared storage): the view comes from the server and opens the list.
  const context = await browser.newContext();
  const second = await context.newPage();
  await signIn(second, ADMIN);
  await openOrders(second);
  await expect.poll(() => headers(second)).toEqual(['Order ID', 'Customer', 'Amount', 'Order Date', 'Actions']);
  await expect(second.getByRole('combobox', { name: 'Status' })).toHaveText('Pending');

  // Deleting it after asking takes it from the menu.
  await second.getByRole('button', { name: 'Views' }).click();
  await second.getByRole('button', { name: `Delete view: ${name}` }).click();
  await second.getByRole('dialog', { name: 'Delete view' }).getByRole('button', { name: 'Delete' }).click();
  await expect(second.getByText('View deleted')).toBeVisible();
  await second.getByRole('button', { name: 'Views' }).click();
  await expect(second.getByRole('button', { name })).toHaveCount(0);
  await context.close();
});
