import { expect, test } from '@playwright/test';
import { watchConsole } from './helpers';

test('the API docs page renders under its security policy, with nothing blocked', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/api/docs');
  await expect(page.locator('.swagger-ui .info .title')).toContainText('Marketplace back-office API');
  await expect(page.getByText('/api/v1/auth/login')).toBeVisible();
  expect(problems).toEqual([]);
});
