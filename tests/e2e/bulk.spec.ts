import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signIn, VENDOR, watchConsole } from './helpers';

/** The table's rows, without its header. */
const bodyRows = (page: Page) => page.locator('tbody').getByRole('row');
const bar = (page: Page) => page.getByRole('region', { name: 'Bulk actions' });
const readCard = async (page: Page, counter: string) =>
  Number((await page.getByTestId(`summary-${counter}-value`).textContent())?.replaceAll(',', ''));

/** axe on what `selector` holds: no serious or critical violation. */
async function expectAccessible(page: Page, selector: string) {
  const { violations } = await new AxeBuilder({ page }).include(selector).analyze();
  const blocking = violations.filter(({ impact }) => impact === 'serious' || impact === 'critical');
  expect(blocking.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(', ')}`)).toEqual([]);
}

test('a vendor ticks two products on Materials, raises their prices by 5 % after the preview, and sees the new prices', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await signIn(page, VENDOR);
  await page.getByTestId('main-menu').getByRole('link', { name: 'Materials' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Product Management' })).toBeVisible();
  const first = bodyRows(page).first();
  await expect(first).toBeVisible();
  // Clicked, not check(): the list renders its state deferred, so the tick shows a moment later.
  for (const row of [first, bodyRows(page).nth(1)]) {
    const tick = row.getByRole('checkbox', { name: 'Select this row' });
    await tick.click();
    await expect(tick).toBeChecked();
  }
  await expect(bar(page)).toContainText('2 selected');

  await bar(page).getByRole('button', { name: 'Edit Prices & Stock' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit price and stock of 2 products' });
  await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await dialog.getByTestId('bulk-price-value').fill('5');
  await dialog.getByRole('button', { name: 'Preview' }).click();
  const previewRows = dialog.getByTestId('bulk-preview-row');
  await expect(previewRows.first()).toBeVisible();
  const variants = await previewRows.count();
  await expect(dialog.getByTestId('bulk-preview-counts')).toHaveText(`${variants} would change, 0 refused`);
  // "₹1,200.00 → ₹1,260.00": the price this variant will show once applied.
  const firstLabel = (await previewRows.first().locator('td').first().textContent()) ?? '';
  const firstPrice = (await previewRows.first().locator('td').nth(1).textContent()) ?? '';
  const [before, after] = firstPrice.split(' → ');
  const rupees = (text = '') => Number(text.replace(/[^\d.]/g, ''));
  expect(rupees(after)).toBeCloseTo(Math.round(rupees(before) * 105) / 100, 2);
  await expectAccessible(page, '[role="dialog"]');

  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(`${variants} updated`, { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(bar(page)).toBeHidden();

  // The variant's card, under its product, shows the new price.
  const productName = firstLabel.split(' · ')[0] ?? '';
  const productRow = bodyRows(page).filter({ hasText: productName }).first();
  await productRow.getByTestId('variants-toggle').click();
  await expect(page.getByText(after ?? '', { exact: false }).first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('a vendor sets two pending orders Confirmed at once and the cards follow; on a phone the cards can be ticked', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await signIn(page, VENDOR);
  await page.goto('/vendor-orders');
  await expect(page.getByRole('heading', { level: 2, name: 'Vendor Orders' })).toBeVisible();
  await expect(page.getByTestId('summary-pendingOrders-value')).toHaveText(/^[\d,]+$/);
  const pending = await readCard(page, 'pendingOrders');
  expect(pending).toBeGreaterThan(2);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Pending', exact: true }).click();
  await expect(bodyRows(page).first()).toBeVisible();

  await bodyRows(page).nth(0).getByRole('checkbox', { name: 'Select this row' }).check();
  await bodyRows(page).nth(1).getByRole('checkbox', { name: 'Select this row' }).check();
  await expect(bar(page)).toContainText('2 selected');
  await expectAccessible(page, '[role="region"][aria-label="Bulk actions"]');
  await bar(page).getByRole('button', { name: 'Update Status' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update status of 2 orders' });
  await dialog.getByRole('combobox', { name: 'New status' }).click();
  await page.getByRole('option', { name: 'Confirmed', exact: true }).click();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('2 updated', { exact: true })).toBeVisible();
  await expect(page.getByTestId('summary-pendingOrders-value')).toHaveText(
    new Intl.NumberFormat('en-IN').format(pending - 2),
  );

  // Under 768 px the rows are cards: the page's box ticks them all, and more match than a page.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('checkbox', { name: 'Select every row of this page' }).check();
  await expect(bar(page)).toContainText('10 selected');
  await expect(bar(page).getByRole('button', { name: `Select all ${pending - 2} matching` })).toBeVisible();
  await bar(page).getByRole('button', { name: 'Clear selection' }).click();
  await expect(bar(page)).toBeHidden();
  expect(problems).toEqual([]);
});
