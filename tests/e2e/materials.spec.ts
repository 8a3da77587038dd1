import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN, PNG, signIn, VENDOR, watchConsole } from './helpers';

const uploadDir = path.join(process.env.E2E_DATA_DIR ?? '', 'uploads');
const storedFile = (url: string) => path.join(uploadDir, url.replace('/uploads/', ''));

const productRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

async function addVariant(page: Page, name: string, size: string, price: string): Promise<string> {
  await productRow(page, name).getByTestId('row-actions').click();
  await page.getByRole('menuitem', { name: 'Add Variant' }).click();
  const dialog = page.getByTestId('variant-create-dialog');
  await expect(dialog.getByLabel('Unit name')).toHaveValue('unit');
  await dialog.getByTestId('image-input').setInputFiles({ name: `${size}.png`, mimeType: 'image/png', buffer: PNG });
  const preview = dialog.getByTestId('image-preview').locator('img');
  await expect(preview).toBeVisible();
  const src = await preview.getAttribute('src');
  await dialog.getByLabel('Size').fill(size);
  await dialog.getByLabel('Unit price').fill(price);
  await dialog.getByLabel('Stock').fill('7');
  await dialog.getByTestId('dialog-submit').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Variant added successfully!').first()).toBeVisible();
  expect(src).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
  return src ?? '';
}

test('a vendor adds a product with keywords, information and two variants, edits and deletes a variant, then deletes the product (its images stay while its versions show them)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const problems = watchConsole(page);
  const name = `E2E Granite Tiles ${Date.now().toString(36)}`;
  await signIn(page, VENDOR);
  await page.getByTestId('main-menu').getByRole('link', { name: 'Materials' }).click();
  await expect(page).toHaveURL(/\/materials$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Product Management' })).toBeVisible();
  await expect(page.getByTestId('breadcrumb')).toContainText('Materials');

  await page.getByRole('button', { name: 'Add Product' }).first().click();
  const add = page.getByTestId('product-create-dialog');
  await add.getByLabel('Name').first().fill(name);
  await add.getByLabel('Description').fill('Polished granite floor tiles, 600 by 600 millimetres, for heavy traffic.');
  const keyword = add.getByLabel('Add a keyword');
  await keyword.fill('granite');
  await keyword.press('Enter');
  await keyword.fill('  ');
  await keyword.press('Enter');
  await keyword.fill('flooring');
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await keyword.fill('granite');
  await keyword.press('Enter');
  await expect(add.getByTestId('keyword-tags').locator('.MuiChip-root')).toHaveCount(2);
  await add.getByRole('button', { name: 'Add property' }).click();
  await add.getByLabel('Property name').fill('Finish');
  await add.getByLabel('Property value').fill('Polished');
  await add.getByTestId('dialog-submit').click();
  await expect(add).toBeHidden();
  await expect(page.getByText('Product added successfully!')).toBeVisible();

  const row = productRow(page, name);
  await expect(row).toContainText('Uncategorized');
  await expect(row).toContainText('granite');
  await expect(row).toContainText('flooring');
  await expect(row).toContainText('Polished granite floor tiles, 600 by 600…');

  const small = await addVariant(page, name, '300x300', '45.5');
  const large = await addVariant(page, name, '600x600', '120');
  expect(fs.existsSync(storedFile(small))).toBe(true);
  expect(fs.existsSync(storedFile(large))).toBe(true);

  await productRow(page, name).getByTestId('variants-toggle').click();
  const cards = page.getByTestId('variant-card');
  await expect(cards).toHaveCount(2);
  const smallCard = cards.filter({ hasText: '300x300' });
  await expect(smallCard).toContainText('₹45.50');
  await expect(smallCard).toContainText('unit');

  await smallCard.getByRole('button', { name: 'Edit Variant' }).click();
  const edit = page.getByTestId('variant-edit-dialog');
  await edit.getByLabel('Size').fill('300x300 matt');
  await edit.getByTestId('dialog-submit').click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('Variant updated successfully!')).toBeVisible();
  const edited = cards.filter({ hasText: '300x300 matt' });
  await expect(edited).toBeVisible();

  await edited.getByRole('button', { name: 'Delete Variant' }).click();
  await page.getByTestId('confirm-delete-button').click();
  await expect(page.getByText('Variant deleted successfully!')).toBeVisible();
  await expect(cards).toHaveCount(1);
  // The deleted variant's version in the activity log still shows its image: the file stays.
  expect(fs.existsSync(storedFile(small))).toBe(true);

  await productRow(page, name).getByTestId('row-actions').click();
  await page.getByRole('menuitem', { name: 'Delete Product' }).click();
  await page.getByTestId('confirm-delete-button').click();
  await expect(page.getByText('Product deleted successfully!')).toBeVisible();
  await expect(productRow(page, name)).toHaveCount(0);
  expect(fs.existsSync(storedFile(large))).toBe(true);
  expect(problems).toEqual([]);
});

test('an admin sees several vendors’ products and no Add Product button', async ({ page }) => {
  const problems = watchConsole(page);
  await signIn(page, ADMIN);
  await page.getByTestId('main-menu').getByRole('link', { name: 'Materials' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Product Management' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Vendor' })).toBeVisible();
  const vendorCells = page.getByRole('row').locator('td:nth-child(2)');
  await expect(vendorCells.first()).toBeVisible();
  await page.getByRole('combobox').filter({ hasText: '10' }).click();
  await page.getByRole('option', { name: '50' }).click();
  await expect.poll(async () => new Set(await vendorCells.allInnerTexts()).size).toBeGreaterThan(1);
  await expect(page.getByRole('button', { name: 'Add Product' })).toHaveCount(0);
  expect(problems).toEqual([]);
});
