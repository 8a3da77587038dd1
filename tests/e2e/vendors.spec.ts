import { expect, test } from '@playwright/test';
import { ADMIN, signIn, VENDOR, watchConsole } from './helpers';

const SUSPENDED = 'This account is suspended; please contact the marketplace team';

test('an admin suspends the demo vendor, who can no longer sign in, then reinstates it', async ({ page, browser }) => {
  const problems = watchConsole(page);
  await signIn(page, ADMIN);
  await page.getByTestId('main-menu').getByRole('link', { name: 'Vendors' }).click();
  await expect(page).toHaveURL(/\/vendors$/);
  const row = page.getByRole('row').filter({ hasText: VENDOR.email });
  await expect(row.getByTestId('vendor-status')).toHaveText('Active');

  // The vendor is signed in elsewhere while the admin suspends it.
  const vendorContext = await browser.newContext();
  const vendorPage = await vendorContext.newPage();
  await signIn(vendorPage, VENDOR);

  await row.getByRole('button', { name: /^Suspend / }).click();
  await page.getByTestId('vendor-access-confirm').click();
  await expect(row.getByTestId('vendor-status')).toHaveText('Suspended');
  await expect(page.getByText('Vendor suspended')).toBeVisible();

  // Its open session ends at the next call; signing in again says why.
  await vendorPage.reload();
  await expect(vendorPage).toHaveURL(/\/login$/);
  await vendorPage.getByTestId('login-email').fill(VENDOR.email);
  await vendorPage.getByTestId('login-password').fill(VENDOR.password);
  await vendorPage.getByTestId('login-submit').click();
  await expect(vendorPage.getByTestId('login-error')).toHaveText(SUSPENDED);

  await row.getByRole('button', { name: /^Reinstate / }).click();
  await page.getByTestId('vendor-access-confirm').click();
  await expect(row.getByTestId('vendor-status')).toHaveText('Active');
  await vendorPage.getByTestId('login-submit').click();
  await expect(vendorPage).toHaveURL(/\/$/);
  await vendorContext.close();
  expect(problems).toEqual([]);
});
