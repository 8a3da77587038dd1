import { expect, type Page, test } from '@playwright/test';
import { ADMIN, PNG, signIn, VENDOR, watchConsole } from './helpers';

/** A name no seed record has, so each run finds exactly its own rows. */
const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

async function openRowAction(page: Page, name: string, action: 'Edit' | 'Delete') {
  await rowOf(page, name).getByTestId('row-actions').click();
  await page.getByRole('menuitem', { name: action }).click();
}

async function confirmDelete(page: Page) {
  const dialog = page.getByTestId('confirm-delete');
  await expect(dialog).toContainText('Are you sure?');
  await dialog.getByTestId('confirm-delete-button').click();
  await expect(dialog).toBeHidden();
}

/** Narrows the list to one name with react-admin's URL filter, since the seed fills several pages. */
async function search(page: Page, name: string) {
  await page.goto(`${new URL(page.url()).pathname}?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`);
}

test('an admin adds an equipment with an image, runs it out of stock, removes the image, then deletes it', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const name = unique('E2E Tower Crane');
  await signIn(page, ADMIN);
  await page.getByTestId('main-menu').getByRole('link', { name: 'Equipments' }).click();
  await expect(page).toHaveURL(/\/equipments$/);
  await expect(page.getByTestId('page-title')).toHaveText('Equipments');
  await expect(page.getByTestId('breadcrumb')).toContainText('Home');

  await page.getByRole('button', { name: 'Add Equipment' }).first().click();
  const add = page.getByTestId('equipment-create-dialog');
  await expect(add.getByTestId('dialog-submit')).toBeDisabled();
  await add.getByLabel('Equipment Name').fill(name);
  await add.getByLabel('Description').fill('Tower crane for high-rise work.');
  await add.getByTestId('image-input').setInputFiles({ name: 'crane.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Image uploaded successfully')).toBeVisible();
  await expect(add.getByTestId('image-preview')).toBeVisible();
  await add.getByLabel('Daily Rate').fill('2500.5');
  await add.getByLabel('Stock').fill('3');
  await add.getByRole('button', { name: 'Add property' }).click();
  await add.getByLabel('Property name').fill('Capacity');
  await add.getByLabel('Property value').fill('12 t');
  await add.getByTestId('dialog-submit').click();
  await expect(page.getByText('Equipment added successfully!')).toBeVisible();
  await expect(add).toBeHidden();

  await search(page, name);
  const row = rowOf(page, name);
  await expect(row).toContainText('₹2,500.50/day');
  await expect(row).toContainText('Capacity');
  const image = row.getByRole('img', { name });
  await expect(image).toBeVisible();
  const src = await image.getAttribute('src');
  expect(src).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
  const served = await page.request.get(src!);
  expect(served.headers()['content-type']).toBe('image/png');
  expect(served.headers()['x-content-type-options']).toBe('nosniff');

  await openRowAction(page, name, 'Edit');
  const edit = page.getByTestId('equipment-edit-dialog');
  await expect(edit.getByLabel('Equipment Name')).toHaveValue(name);
  await expect(edit.getByTestId('equipment-status')).toBeChecked();
  await edit.getByLabel('Stock').fill('0');
  await expect(edit.getByText('Equipment will be marked as Not Available when stock is 0')).toBeVisible();
  await expect(edit.getByTestId('equipment-status')).toBeDisabled();
  await expect(edit.getByTestId('equipment-status')).not.toBeChecked();
  await edit.getByTestId('dialog-submit').click();
  await expect(page.getByText('Equipment data updated')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(rowOf(page, name)).toContainText('Not Available');

  await openRowAction(page, name, 'Edit');
  await expect(edit.getByTestId('equipment-status')).toBeDisabled();
  await expect(edit.getByTestId('equipment-status')).not.toBeChecked();
  // Removing the image waits for Save: Cancel gives it back.
  await edit.getByTestId('image-remove').click();
  await expect(edit.getByTestId('image-preview')).toHaveCount(0);
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();
  await openRowAction(page, name, 'Edit');
  await expect(edit.getByTestId('image-preview')).toBeVisible();
  await edit.getByTestId('image-remove').click();
  await edit.getByTestId('dialog-submit').click();
  await expect(edit).toBeHidden();
  await expect(rowOf(page, name).getByRole('img', { name })).toHaveCount(0);
  // Saved without its image, the record no longer shows it; its earlier version in the activity
  // log still does, so the file stays (a restore would show it again).
  expect((await page.request.get(src!)).status()).toBe(200);

  await openRowAction(page, name, 'Delete');
  await confirmDelete(page);
  await expect(page.getByText('Successfully Deleted')).toBeVisible();
  await expect(rowOf(page, name)).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('an admin adds a service provider whose speciality is Other', async ({ page }) => {
  const problems = watchConsole(page);
  const name = unique('E2E Waterproofing');
  await signIn(page, ADMIN);
  await page.getByTestId('main-menu').getByRole('link', { name: 'Service Providers' }).click();
  await expect(page).toHaveURL(/\/service-provider$/);
  await expect(page.getByTestId('breadcrumb')).toContainText('Services');

  await page.getByRole('button', { name: 'Add Provider' }).first().click();
  const add = page.getByTestId('service-provider-create-dialog');
  await add.getByLabel('Name').first().fill(name);
  await expect(add.getByTestId('dialog-submit')).toBeDisabled();
  await add.getByLabel('Speciality').click();
  await page.getByRole('option', { name: 'Other' }).click();
  await expect(add.getByTestId('dialog-submit')).toBeDisabled();
  await add.getByLabel('Other speciality').fill('Waterproofing');
  await add.getByLabel('Rate').fill('450');
  await add.getByLabel('Contact').fill('9876543210');
  await add.getByTestId('dialog-submit').click();
  await expect(page.getByText('Service provider added successfully!')).toBeVisible();

  await search(page, name);
  const row = rowOf(page, name);
  await expect(row).toContainText('other-Waterproofing');
  await expect(row).toContainText('₹450.00/hour');
  await expect(row).toContainText('9876543210');
  await expect(row).toContainText('Active');

  await openRowAction(page, name, 'Delete');
  await confirmDelete(page);
  await expect(rowOf(page, name)).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('an admin adds, edits and deletes a category', async ({ page }) => {
  const problems = watchConsole(page);
  const name = unique('E2E Adhesives');
  const renamed = `${name} and Sealants`;
  await signIn(page, ADMIN);
  await page.getByTestId('main-menu').getByRole('link', { name: 'Categories', exact: true }).click();
  await expect(page).toHaveURL(/\/categories$/);

  await page.getByRole('button', { name: 'Add Category' }).first().click();
  const add = page.getByTestId('category-create-dialog');
  await add.getByLabel('Name').fill(name);
  await add.getByLabel('Description').fill('Tile adhesives and grouts.');
  await add.getByTestId('dialog-submit').click();
  await expect(page.getByText('Category created successfully')).toBeVisible();

  await search(page, name);
  await expect(rowOf(page, name)).toContainText('Tile adhesives and grouts.');
  await openRowAction(page, name, 'Edit');
  const edit = page.getByTestId('category-edit-dialog');
  await edit.getByLabel('Name').fill(renamed);
  await edit.getByTestId('dialog-submit').click();
  await expect(page.getByText('Category updated successfully')).toBeVisible();

  await search(page, renamed);
  await openRowAction(page, renamed, 'Delete');
  await expect(page.getByTestId('confirm-delete')).toContainText(`permanently delete the category "${renamed}"`);
  await confirmDelete(page);
  await expect(page.getByText('Category deleted')).toBeVisible();
  await expect(rowOf(page, renamed)).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a vendor cannot reach the catalog screens', async ({ page }) => {
  await signIn(page, VENDOR);
  const menu = page.getByTestId('main-menu');
  for (const entry of ['Equipments', 'Service Providers', 'Categories']) {
    await expect(menu.getByRole('link', { name: entry })).toHaveCount(0);
  }
  for (const path of ['/equipments', '/service-provider', '/categories']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/unauthorized$/);
  }
});
