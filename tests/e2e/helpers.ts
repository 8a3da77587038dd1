import { expect, type Page } from '@playwright/test';

export const ADMIN = { email: 'admin@example.com', password: 'admin123' };
export const VENDOR = { email: 'vendor@example.com', password: 'vendor123' };

let address = 0;

/**
 * Signs in through the login screen, as a person would, and waits for the home page. Each
 * sign-in comes from an address of its own (the e2e server trusts X-Forwarded-For), as in the
 * server tests: the suite signs the demo admin in more often a minute than the login limit lets
 * one person at one address, and which test met the limit would depend on the machine's speed.
 */
export async function signIn(page: Page, account: { email: string; password: string }) {
  address += 1;
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': `10.99.${address >> 8}.${address & 255}` });
  await page.goto('/login');
  await page.getByTestId('login-email').fill(account.email);
  await page.getByTestId('login-password').fill(account.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('page-title')).toBeVisible();
}

/** Collects console errors and failed page requests so a test can assert there were none. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(msg.text());
  });
  page.on('pageerror', (err) => problems.push(err.message));
  return problems;
}

/** The sidebar's entries as 'Title -> route', in order, as the screen table's menus are written. */
export async function menuEntries(page: Page): Promise<string[]> {
  const menu = page.getByTestId('main-menu');
  await expect(menu).toBeVisible();
  return menu
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => `${link.textContent?.trim()} -> ${link.getAttribute('href')}`));
}
