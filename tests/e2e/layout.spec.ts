import { expect, test } from '@playwright/test';
import { ADMIN, signIn } from './helpers';

test('the theme choice persists across a reload', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.getByTestId('theme-toggle').click();
  await page.getByTestId('theme-option-dark').click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('dark');
  const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.reload();
  await expect(page.getByTestId('home-welcome')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('dark');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(darkBackground);

  await page.getByTestId('theme-toggle').click();
  await page.getByTestId('theme-option-light').click();
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
    .not.toBe(darkBackground);
});

test('Ctrl+B collapses the sidebar to icons and remembers it in a cookie', async ({ page, context }) => {
  await signIn(page, ADMIN);
  const sidebar = page.getByTestId('app-sidebar');
  const width = async () => (await sidebar.boundingBox())?.width ?? 0;
  expect(await width()).toBeCloseTo(16 * 16, -1);
  await page.keyboard.press('Control+b');
  await expect.poll(width).toBeCloseTo(3 * 16, -1);
  const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
  expect(cookie?.value).toBe('false');
  expect(cookie && cookie.expires - Date.now() / 1000).toBeGreaterThan(6.9 * 24 * 3600);
  await page.reload();
  await expect.poll(width).toBeCloseTo(3 * 16, -1);
  await page.keyboard.press('Control+b');
  await expect.poll(width).toBeCloseTo(16 * 16, -1);
  expect((await context.cookies()).find((c) => c.name === 'sidebar_state')?.value).toBe('true');
});

test('under 768 px the sidebar opens as an overlay', async ({ page }) => {
  await page.setViewportSize({ width: 600, height: 800 });
  await signIn(page, ADMIN);
  await expect(page.getByTestId('main-menu')).toBeHidden();
  await page.getByTestId('sidebar-toggle').click();
  const menu = page.getByTestId('main-menu');
  await expect(menu).toBeVisible();
  const box = await page.getByTestId('app-sidebar').boundingBox();
  expect(box?.width).toBeCloseTo(18 * 16, -1);
});
