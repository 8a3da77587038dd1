import { expect, test } from '@playwright/test';
import { ADMIN, signIn, VENDOR, watchConsole } from './helpers';

/** Issue 26 "Search everywhere": the command palette, as a person uses it from the keyboard. */

test('an admin presses Ctrl+K, types the last digits of an order id, and Enter opens that order', async ({ page }) => {
  const problems = watchConsole(page);
  await signIn(page, ADMIN);
  // An order from the second page of the list: its id as the table shows it on hover.
  await page.getByTestId('main-menu').getByRole('link', { name: 'Orders' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('page-of')).toHaveText(/^Page 2 of/);
  const orderId = await page
    .locator('tbody')
    .getByRole('row')
    .first()
    .locator('td:first-child [title]')
    .getAttribute('title');
  expect(orderId).toMatch(/^[0-9a-f-]{36}$/);
  const digits = orderId!.slice(-6);

  await page.getByTestId('main-menu').getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Search everywhere' });
  const input = palette.getByRole('combobox', { name: 'Search everywhere' });
  await expect(input).toBeFocused();
  await input.pressSequentially(digits);
  const orders = palette.getByRole('group', { name: 'Orders' });
  const hit = orders.getByRole('option').first();
  await expect(hit).toContainText(orderId!);
  // Its second line names the customer, whom the order's details name too.
  const customer = (await hit.locator('.MuiListItemText-secondary').textContent()) ?? '';
  expect(customer).not.toBe('');
  await expect(palette.getByRole('status')).toHaveText(/^\d+ results?$/);
  await expect(palette.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');

  await page.keyboard.press('Enter');
  await expect(palette).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/material-orders\\?open=${orderId}$`));
  const details = page.getByRole('dialog', { name: 'Order Details' });
  await expect(details).toBeVisible();
  await expect(details).toContainText(customer);
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(page).toHaveURL(/\/material-orders$/);
  expect(problems).toEqual([]);
});

test("a vendor's palette offers its own screens, never an admin's", async ({ page }) => {
  const problems = watchConsole(page);
  await signIn(page, VENDOR);
  await page.getByRole('button', { name: 'Search (Ctrl+K)' }).click();
  const palette = page.getByRole('dialog', { name: 'Search everywhere' });
  await expect(palette.getByRole('group', { name: 'Screens' })).toBeVisible();
  const screens = await palette.getByRole('option').allInnerTexts();
  expect(screens).toEqual(expect.arrayContaining(['Dashboard', 'Materials', 'Orders']));
  for (const adminOnly of ['Equipments', 'Categories', 'Service Providers', 'Seller Requests', 'Vendors'])
    expect(screens).not.toContain(adminOnly);
  // A screen is a keystroke away: Materials, chosen with the arrows.
  await palette.getByRole('combobox').pressSequentially('mat');
  await expect(palette.getByRole('group', { name: 'Screens' }).getByRole('option')).toHaveText(['Materials']);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/materials$/);
  expect(problems).toEqual([]);
});
