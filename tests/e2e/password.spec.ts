import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

test('a new vendor signs up, changes the password, and signs in with the new one', async ({ page }) => {
  const email = `e2e-${Date.now()}@example.com`;
  await page.goto('/signup');
  await page.getByTestId('signup-name').fill('E2E Hardware');
  await page.getByTestId('signup-email').fill(email);
  await page.getByTestId('signup-mobile').fill('9876543210');
  await page.getByTestId('signup-password').fill('first-pass');
  await page.getByTestId('signup-submit').click();
  await expect(page).toHaveURL(/\/$/);

  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-change-password').click();
  await expect(page).toHaveURL(/\/change-password$/);
  await expect(page.getByText('Enter your new password below')).toBeVisible();

  // The checks of spec §5, in order, before any call.
  await page.getByTestId('change-password-submit').click();
  await expect(page.getByTestId('change-password-outcome')).toHaveText('Please fill in all fields');
  await page.getByLabel('New Password', { exact: true }).fill('second-pass');
  await page.getByLabel('Re-enter New Password').fill('second-pas');
  await page.getByTestId('change-password-submit').click();
  await expect(page.getByTestId('change-password-outcome')).toHaveText('Passwords do not match');
  await page.getByLabel('New Password', { exact: true }).fill('short');
  await page.getByLabel('Re-enter New Password').fill('short');
  await page.getByTestId('change-password-submit').click();
  await expect(page.getByTestId('change-password-outcome')).toHaveText('Password must be at least 6 characters long');

  await page.getByLabel('New Password', { exact: true }).fill('second-pass');
  await page.getByLabel('Re-enter New Password').fill('second-pass');
  await page.getByTestId('change-password-submit').click();
  await expect(page.getByTestId('change-password-outcome')).toHaveText('Password changed successfully');
  await expect(page.getByText('Password updated successfully')).toBeVisible();
  await expect(page.getByLabel('New Password', { exact: true })).toHaveValue('');

  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout-button').click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill('first-pass');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toHaveText('Invalid email or password');

  await signIn(page, { email, password: 'second-pass' });
  await expect(page.getByTestId('user-email')).toHaveText(email);
});
