import { expect, type Page, test } from '@playwright/test';
import { ADMIN, signIn, VENDOR, watchConsole } from './helpers';

const count = new Intl.NumberFormat('en-IN');

/** A summary card's figure: 'pendingOrders' ... */
const cardValue = (page: Page, counter: string) => page.getByTestId(`summary-${counter}-value`);
const readCard = async (page: Page, counter: string) =>
  Number((await cardValue(page, counter).textContent())?.replaceAll(',', ''));

/** The table's rows, without its header. */
const bodyRows = (page: Page) => page.locator('tbody').getByRole('row');
/** The Order ID column's status badges. */
const rowBadges = (page: Page) => bodyRows(page).locator('td:first-child').getByTestId('status-badge');

async function chooseStatus(page: Page, status: string) {
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: status, exact: true }).click();
}

test('an admin filters the material orders to Pending, pages, and opens an order and its vendor', async ({ page }) => {
  const problems = watchConsole(page);
  await signIn(page, ADMIN);
  await page.getByTestId('main-menu').getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/material-orders$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Material Orders' })).toBeVisible();
  await expect(cardValue(page, 'allOrders')).toHaveText(/^[\d,]+$/);
  const pending = await readCard(page, 'pendingOrders');
  expect(pending).toBeGreaterThan(10);
  const pages = Math.ceil(pending / 10);

  await chooseStatus(page, 'Pending');
  await expect(page.getByTestId('page-of')).toHaveText(`Page 1 of ${pages}`);
  await expect(rowBadges(page)).toHaveCount(10);
  expect(new Set(await rowBadges(page).allInnerTexts())).toEqual(new Set(['Pending']));
  const firstPage = await bodyRows(page).locator('td:first-child [title]').allInnerTexts();
  expect(firstPage.every((id) => id.length === 8)).toBe(true);
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('page-of')).toHaveText(`Page 2 of ${pages}`);
  await expect(bodyRows(page).first().locator('td:first-child [title]')).not.toHaveText(firstPage[0] ?? '');
  expect(new Set(await rowBadges(page).allInnerTexts())).toEqual(new Set(['Pending']));

  await bodyRows(page).first().getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: 'Order Details' });
  await expect(details.getByRole('region', { name: 'Status History' })).toBeVisible();
  await expect(details).toContainText('Shipping Address');
  await expect(details).toContainText('Customer');
  const item = details.getByTestId('order-item').first();
  await expect(item).toContainText(/Qty: \d+/);
  await expect(item).toContainText('₹');
  await expect(item.getByTestId('status-badge')).toBeVisible();
  const soldBy = item.getByTestId('sold-by');
  const seller = (await soldBy.textContent())?.replace(/^Sold by /, '').replace(/View Vendor$/, '') ?? '';
  expect(seller).not.toBe('');
  await soldBy.getByRole('button', { name: 'View Vendor' }).click();
  const vendor = page.getByRole('dialog', { name: 'Vendor Details' });
  await expect(vendor).toContainText(`Name${seller}`);
  for (const label of ['Name', 'Address', 'City', 'State', 'Pincode']) await expect(vendor).toContainText(label);

  await page.keyboard.press('Escape');
  await expect(vendor).toBeHidden();
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();
  expect(problems).toEqual([]);
});

test("a vendor updates an order's status and sees the cards, the row and the history change", async ({ page }) => {
  const problems = watchConsole(page);
  await signIn(page, VENDOR);
  await page.getByTestId('main-menu').getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/vendor-orders$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Vendor Orders' })).toBeVisible();

  // Newest first: the vendor's recent orders include pending ones. The Order ID is the second
  // cell: the first ticks the row for bulk actions.
  await page.getByRole('combobox', { name: 'Rows per page' }).click();
  await page.getByRole('option', { name: '50' }).click();
  const row = bodyRows(page)
    .filter({ has: page.locator('td:nth-child(2)').getByTestId('status-badge').filter({ hasText: 'Pending' }) })
    .first();
  await expect(row).toBeVisible();
  const orderId = await row.locator('td:nth-child(2) [title]').getAttribute('title');
  const shown = bodyRows(page).filter({ has: page.getByTitle(orderId ?? '') });
  await expect(cardValue(page, 'pendingOrders')).toHaveText(/^[\d,]+$/);
  const pending = await readCard(page, 'pendingOrders');
  const delivered = await readCard(page, 'deliveredOrders');

  await shown.getByRole('button', { name: 'Update Status' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Status' });
  const submit = dialog.getByRole('button', { name: 'Update Status' });
  await expect(submit).toBeDisabled();
  await chooseStatus(page, 'Delivered');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('Order status updated successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(cardValue(page, 'pendingOrders')).toHaveText(count.format(pending - 1));
  await expect(cardValue(page, 'deliveredOrders')).toHaveText(count.format(delivered + 1));
  await expect(shown.locator('td:nth-child(2)').getByTestId('status-badge')).toHaveText('Delivered');

  await shown.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: 'Order Details' });
  const latest = details.getByTestId('status-change').last();
  await expect(latest.getByTestId('status-badge')).toHaveText(['Pending', 'Delivered']);
  await expect(latest).toContainText('by ');
  await expect(details.getByTestId('final-amount')).toContainText('₹');
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();
  expect(problems).toEqual([]);
});
