import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import pg from 'pg';

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

/**
 * Runs SQL on the test server's database: the embedded PostgreSQL the server started in
 * E2E_DATA_DIR, whose process (named in the data dir's lock) listens on the unix socket named
 * among its arguments. The server's own pool holds one of its two connections.
 */
export async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through tests/e2e/playwright.config.ts');
  const { pid } = JSON.parse(fs.readFileSync(path.join(dataDir, 'server.lock'), 'utf8')) as { pid: number };
  const socketPath = fs
    .readFileSync(`/proc/${pid}/cmdline`, 'utf8')
    .split('\0')
    .find((arg) => arg.endsWith('.s.PGSQL.5432'));
  if (!socketPath) throw new Error(`no database socket for process ${pid}`);
  const client = new pg.Client({ host: path.dirname(socketPath), user: 'postgres', database: 'postgres' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
