import { expect, type Page, test } from '@playwright/test';
import { ADMIN, signIn, watchConsole } from './helpers';

const chooseLanguage = async (page: Page, name: string) => {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitemradio', { name }).click();
};

// The demo admin is shared with every other spec: whatever happens here, it ends in English.
test.afterEach(async ({ request }) => {
  const headers = { 'x-forwarded-for': '10.98.0.1' };
  const login = await request.post('/api/v1/auth/login', { data: ADMIN, headers });
  const { token } = (await login.json()) as { token: string };
  const reset = await request.post('/api/v1/auth/language', {
    data: { language: 'en' },
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
  expect(reset.status()).toBe(200);
});

test('an admin switches to Hindi: lists speak Hindi, a reload and another browser keep it', async ({
  page,
  browser,
}) => {
  const problems = watchConsole(page);
  await signIn(page, ADMIN);
  await chooseLanguage(page, 'हिन्दी');

  const menu = page.getByTestId('main-menu');
  await expect(menu.getByRole('link', { name: 'विक्रेता', exact: true })).toBeVisible();
  await menu.getByRole('link', { name: 'विक्रेता', exact: true }).click();
  await expect(page).toHaveURL(/\/vendors$/);
  for (const header of ['दुकान', 'मालिक', 'ईमेल', 'शहर', 'स्थिति']) {
    await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
  }
  await expect(page.getByTestId('vendor-status').first()).toHaveText(/सक्रिय|निलंबित/);

  await page.reload();
  await expect(page.getByRole('columnheader', { name: 'दुकान' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Shop' })).toHaveCount(0);

  // Remembered on the account: another browser signs in straight into Hindi.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, ADMIN);
  await expect(otherPage.getByTestId('main-menu').getByRole('link', { name: 'उपकरण', exact: true })).toBeVisible();
  await other.close();

  await chooseLanguage(page, 'English');
  await expect(page.getByRole('columnheader', { name: 'Shop' })).toBeVisible();
  expect(problems).toEqual([]);
});
