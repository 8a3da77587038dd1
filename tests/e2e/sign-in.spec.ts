import { expect, test } from '@playwright/test';
import { declaredMenu } from '../admin/helpers/declaredMenus';
import { type SidebarRole, SPEC_SIDEBARS, specEntriesOf } from '../admin/helpers/specScreens';
import { ADMIN, menuEntries, signIn, VENDOR, watchConsole } from './helpers';

/** The role's menu is the screen table's, and holds spec §2's sidebar in order. */
const expectMenuOf = (menu: string[], role: SidebarRole) => {
  expect(menu).toEqual(declaredMenu(role));
  expect(specEntriesOf(menu, SPEC_SIDEBARS[role])).toEqual(SPEC_SIDEBARS[role]);
};

test('a visitor who is not signed in is sent to /login', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-form')).toBeVisible();
});

test('a wrong password shows the server message and stays on /login', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(ADMIN.email);
  await page.getByTestId('login-password').fill('not-the-password');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/login$/);
});

test('admin signs in and sees the admin menu and home page', async ({ page }) => {
  const problems = watchConsole(page);
  await signIn(page, ADMIN);
  expectMenuOf(await menuEntries(page), 'ADMIN');
  await expect(page.getByTestId('home-welcome')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Material Orders' })).toHaveCount(0);
  await expect(page.getByTestId('user-email')).toHaveText(ADMIN.email);
  await expect(page.getByTestId('page-title')).toBeVisible();
  expect(problems).toEqual([]);
});

test('vendor signs in and sees the vendor menu and dashboard', async ({ page }) => {
  const problems = watchConsole(page);
  await signIn(page, VENDOR);
  expectMenuOf(await menuEntries(page), 'VENDOR');
  await expect(page.getByRole('region', { name: 'Material Orders' })).toBeVisible();
  await expect(page.getByTestId('home-welcome')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Total Revenue' })).toContainText('₹');
  await expect(page.getByRole('region', { name: 'Listed Products' })).toBeVisible();
  await expect(page.getByText('Error loading dashboard data')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('the session survives a reload (app-start refresh)', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.reload();
  await expect(page.getByTestId('home-welcome')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('log out returns to /login and the app no longer opens', async ({ page }) => {
  await signIn(page, VENDOR);
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout-button').click();
  await expect(page).toHaveURL(/\/login$/);
  const stored = await page.evaluate(() => localStorage.getItem('auth-storage'));
  expect(stored).not.toBeNull();
  expect(JSON.parse(stored ?? '{}').state).toMatchObject({ isAuthenticated: false, accessToken: null, user: null });
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});
