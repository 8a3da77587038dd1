import { expect, test } from '@playwright/test';
import { watchConsole } from './helpers';

test('the API docs page renders under its security policy, with nothing blocked', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/api/docs');
  await expect(page.locator('.swagger-ui .info .title')).toContainText('Marketplace back-office API');
  await expect(page.getByText('/api/v1/auth/login')).toBeVisible();
  expect(problems).toEqual([]);
});

test('the API docs page fits a phone: no wider than its screen', async ({ browser }) => {
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await phone.goto('/api/docs');
  await expect(phone.locator('.swagger-ui .info .title')).toContainText('Marketplace back-office API');
  expect(await phone.evaluate(() => window.innerWidth)).toBe(390);
  await phone.close();
});
