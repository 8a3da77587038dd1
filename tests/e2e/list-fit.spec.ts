import { expect, type Page, test } from '@playwright/test';
import { MOBILE_BREAKPOINT_PX } from '../../src/shared/constants';
import { ADMIN, menuEntries, signIn, VENDOR } from './helpers';

/** A desktop with the sidebar open, and a phone (under the spec's 768 px breakpoint). */
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/**
 * The role's list screens: its sidebar's entries, which src/admin/screens.ts declares, but the
 * home page (a page of its own rather than a resource's list) and the rental and booking
 * calendars (timelines of a column a day, which scroll sideways by design).
 */
const listRoutes = async (page: Page): Promise<string[]> =>
  (await menuEntries(page))
    .map((entry) => entry.split(' -> ')[1] ?? '')
    .filter((route) => route !== '/' && !route.endsWith('-calendar'));

/** Waits for the list's rows (a table's header or a card), its empty state or its error. */
const waitForList = async (page: Page) => {
  await expect(
    page
      .getByRole('main')
      .locator('table thead, [data-testid="row-card"], [data-testid="list-empty"], [data-testid="list-error"]')
      .first(),
    // A screen's first load on a busy machine (its chunk, then the list) takes longer than most steps.
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('list-loading')).toHaveCount(0);
};

/** What does not fit: tables wider than their card, row actions outside the window or clipped by their card. */
const misfits = (page: Page) =>
  page.getByRole('main').evaluate((main) => {
    const problems: string[] = [];
    const card = (element: Element) => element.closest('.MuiCard-root') ?? main;
    for (const table of main.querySelectorAll('table')) {
      const width = table.getBoundingClientRect().width;
      const room = card(table).clientWidth;
      if (width > room + 1) problems.push(`a table ${Math.round(width)} px wide in a card of ${room} px`);
    }
    for (const action of main.querySelectorAll('tbody tr :is(button, a), [data-testid="row-card"] :is(button, a)')) {
      const box = action.getBoundingClientRect();
      const room = card(action).getBoundingClientRect();
      const left = Math.max(0, room.left);
      const right = Math.min(window.innerWidth, room.right);
      if (box.left < left - 1 || box.right > right + 1) {
        problems.push(`'${action.textContent || action.getAttribute('aria-label')}' at x ${Math.round(box.left)}`);
      }
    }
    const page = document.documentElement;
    if (page.scrollWidth > page.clientWidth) problems.push(`the page is ${page.scrollWidth} px wide`);
    return problems;
  });

for (const account of [ADMIN, VENDOR]) {
  for (const viewport of VIEWPORTS) {
    test(`every list of ${account.email} fits a ${viewport.width} px wide screen`, async ({ page }) => {
      // Eleven screens for the admin, each loading its chunk and its list.
      test.setTimeout(180_000);
      // The sidebar, which lists the routes, is open at 1280 px.
      await page.setViewportSize(VIEWPORTS[0]);
      await signIn(page, account);
      const routes = await listRoutes(page);
      expect(routes.length).toBeGreaterThan(1);
      await page.setViewportSize(viewport);
      for (const route of routes) {
        await page.goto(route);
        await waitForList(page);
        expect.soft(await misfits(page), `${route} at ${viewport.width} px`).toEqual([]);
        if (viewport.width < MOBILE_BREAKPOINT_PX) {
          // Phones get cards rather than a table to scroll sideways.
          await expect.soft(page.getByRole('main').locator('table'), route).toHaveCount(0);
        }
      }
    });
  }
}
