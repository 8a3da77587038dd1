import { expect, test } from '@playwright/test';
import { ADMIN, signIn, watchConsole } from './helpers';

test('an admin accepts a seller request; the new vendor signs in with the copied password, must change it, then sees its dashboard', async ({
  page,
  context,
}) => {
  const problems = watchConsole(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, ADMIN);
  await page.getByTestId('main-menu').getByRole('link', { name: 'Seller Requests' }).click();
  await expect(page).toHaveURL(/\/seller-requests/);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Pending');
  await expect(page.getByTestId('page-of')).toHaveText(/^Page 1 of \d+$/);

  // The newest pending request (the demo data's pending requests use fresh emails).
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^Accept / }) })
    .first();
  const email = ((await row.getByRole('cell').nth(2).textContent()) ?? '').trim();
  await row.getByRole('button', { name: /^Accept / }).click();
  const dialog = page.getByTestId('accept-request-dialog');
  await expect(dialog).toContainText('Create Vendor Account');
  await expect(dialog.getByLabel(/^Email/)).toHaveValue(email);

  // Spec §5: the pincode takes six digits at most, and must have six.
  const pincode = dialog.getByLabel(/^Pin Code/);
  await pincode.fill('');
  await pincode.pressSequentially('56000');
  await dialog.getByRole('button', { name: 'Create Vendor' }).click();
  await expect(dialog.getByText('Pincode must be 6 digits')).toBeVisible();
  await pincode.pressSequentially('12');
  await expect(pincode).toHaveValue('560001');
  await expect(dialog.getByText('Pincode must be 6 digits')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Create Vendor' }).click();

  await expect(page.getByText('Vendor created successfully!')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const shown = ((await page.getByTestId('generated-password').textContent()) ?? '').trim();
  expect(shown.length).toBeGreaterThanOrEqual(16);
  await page.getByRole('button', { name: 'Copy password' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  const password = await page.evaluate(() => navigator.clipboard.readText());
  expect(password).toBe(shown);
  // Accepted, it leaves the Pending list.
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);

  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout-button').click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();

  await expect(page).toHaveURL(/\/change-password$/);
  await expect(page.getByTestId('must-change-password')).toHaveText('Please change your password before continuing');
  await page.getByLabel('New Password', { exact: true }).fill('my-own-password');
  await page.getByLabel('Re-enter New Password').fill('my-own-password');
  await page.getByTestId('change-password-submit').click();
  await expect(page.getByTestId('change-password-outcome')).toHaveText('Password changed successfully');

  await page.getByTestId('main-menu').getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('region', { name: 'Material Orders' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Listed Products' })).toContainText('0');
  await expect(page.getByText('Error loading dashboard data')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('an admin rejects a seller request after confirming, and finds it under Rejected', async ({ page }) => {
  const problems = watchConsole(page);
  await signIn(page, ADMIN);
  await page.goto('/seller-requests');
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^Reject / }) })
    .first();
  const name = ((await row.getByRole('cell').nth(1).textContent()) ?? '').trim();
  await row.getByRole('button', { name: `Details of ${name}` }).click();
  await expect(page.getByTestId('request-details')).toContainText(name);
  await page.keyboard.press('Escape');

  await row.getByRole('button', { name: `Reject ${name}` }).click();
  await page.getByTestId('reject-request-confirm').click();
  await expect(page.getByText('Request rejected successfully')).toBeVisible();

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Rejected' }).click();
  await page.getByLabel('Search by name, email or id').fill(name);
  const rejected = page.getByRole('row').filter({ hasText: name });
  await expect(rejected.getByTestId('request-status')).toHaveText('Rejected');
  await expect(rejected.getByRole('button', { name: /^(Accept|Reject) / })).toHaveCount(0);
  expect(problems).toEqual([]);
});
