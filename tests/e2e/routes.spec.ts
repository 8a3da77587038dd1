import { expect, test } from '@playwright/test';
import { ADMIN, signIn, VENDOR } from './helpers';

test('a vendor sent to /equipments lands on /unauthorized', async ({ page }) => {
  await signIn(page, VENDOR);
  await page.goto('/equipments');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByTestId('unauthorized-home')).toBeVisible();
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/no-such-page');
  await expect(page.getByTestId('not-found')).toBeVisible();
});

test('an unknown path shows not-found to a visitor too', async ({ page }) => {
  await page.goto('/definitely/not/here');
  await expect(page.getByTestId('not-found')).toBeVisible();
});
