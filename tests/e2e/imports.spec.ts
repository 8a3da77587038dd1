import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signIn, VENDOR, watchConsole } from './helpers';

const HEADER = 'Product Key,Product Name,Category,Keywords,SKU,Size,Colour,Unit Price,Unit Name,Stock';

/** Three products, one variant each; `price` is the second product's price (0 is refused). */
const fileOf = (tag: string, price: string) =>
  Buffer.from(
    [
      HEADER,
      `${tag}-1,E2E Sand ${tag},,sand; fine,${tag}-S1,1 tonne,#c2b280,1800.00,tonne,12`,
      `${tag}-2,E2E Gravel ${tag},,,${tag}-G1,20 mm,#808080,${price},tonne,5`,
      `${tag}-3,"E2E Bricks, red ${tag}",,,${tag}-B1,Standard,#aa4a44,9.50,piece,1000`,
    ].join('\r\n'),
  );

async function openImport(page: Page) {
  await page.goto('/materials');
  await expect(page.getByRole('heading', { level: 2, name: 'Product Management' })).toBeVisible();
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import products from CSV' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const blockingViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(({ id, help }) => `${id}: ${help}`);

test('a vendor imports a 3-product file with one bad row, fixes it, checks again and applies', async ({ page }) => {
  const problems = watchConsole(page);
  const tag = `IMP${Date.now().toString(36)}`;
  await signIn(page, VENDOR);
  const dialog = await openImport(page);

  await dialog
    .getByTestId('import-file')
    .setInputFiles({ name: 'catalog.csv', mimeType: 'text/csv', buffer: fileOf(tag, '0') });
  await expect(dialog.getByTestId('import-file-name')).toHaveText('catalog.csv');
  await dialog.getByRole('radio', { name: 'Create only' }).check();
  await dialog.getByRole('button', { name: 'Check' }).click();
  const errors = dialog.getByTestId('import-error-table');
  await expect(errors.getByRole('row')).toHaveCount(2);
  await expect(errors.getByRole('row').nth(1).getByRole('cell')).toHaveText([
    '3',
    'Unit Price',
    'Unit price must be greater than 0',
  ]);
  await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();
  expect(await blockingViolations(page)).toEqual([]);

  await dialog
    .getByTestId('import-file')
    .setInputFiles({ name: 'catalog-fixed.csv', mimeType: 'text/csv', buffer: fileOf(tag, '2100.00') });
  await expect(dialog.getByTestId('import-error-table')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Check' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('import-summary')).toHaveText('6 to create, 0 to update, 0 unchanged');
  await expect(dialog.getByTestId('import-change-table')).toContainText(`Product: E2E Bricks, red ${tag}`);
  const apply = dialog.getByRole('button', { name: 'Apply' });
  await expect(apply).toBeEnabled();
  await apply.click();

  await expect(page.getByText('Import applied: 6 created, 0 updated, 0 unchanged')).toBeVisible();
  await expect(dialog).toBeHidden();
  for (const name of [`E2E Sand ${tag}`, `E2E Gravel ${tag}`, `E2E Bricks, red ${tag}`])
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
  expect(problems).toEqual([]);
});

test('the Import dialog works at a phone’s width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, VENDOR);
  const dialog = await openImport(page);
  await dialog
    .getByTestId('import-file')
    .setInputFiles({ name: 'phone.csv', mimeType: 'text/csv', buffer: fileOf('PHONE', '0') });
  await dialog.getByRole('button', { name: 'Check' }).click();
  await expect(dialog.getByTestId('import-error-table')).toBeVisible();
  const box = await dialog.getByRole('button', { name: 'Apply' }).boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await blockingViolations(page)).toEqual([]);
});
