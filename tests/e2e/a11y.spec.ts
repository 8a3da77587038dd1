import { expect, type Locator, type Page, test } from '@playwright/test';
import { blockingViolations, describeViolation } from './axe';
import { fillWhen, openRentalDetails, rentalToHandOver } from './handover';
import { ADMIN, signIn, VENDOR } from './helpers';

/**
 * axe-core on every screen and its main dialogs, signed out and as each role: no violation of
 * impact serious or critical. Each screen is checked softly, so one run lists every screen's
 * violations rather than stopping at the first. The dark scheme shares the components and
 * differs only in colours, so it is checked on one screen of each kind.
 */

/** Checks the page, or only what `within` selects (an open dialog or menu: the page behind was checked). */
async function expectAccessible(page: Page, screen: string, within?: string) {
  const blocking = (await blockingViolations(page, within)).map(describeViolation);
  expect.soft(blocking, `${screen}: serious or critical axe violations`).toEqual([]);
}

/** Every open dialog, counted in the DOM: a dialog opened over another hides it from the accessibility tree. */
const DIALOG = '[role="dialog"]';
const dialogs = (page: Page) => page.locator(DIALOG);
const topDialog = (page: Page) => dialogs(page).last();

async function checkDialog(page: Page, opener: Locator, screen: string) {
  const before = await dialogs(page).count();
  await opener.click();
  await expect(dialogs(page)).toHaveCount(before + 1);
  await expect(topDialog(page).getByTestId('history-loading')).toHaveCount(0);
  await expectAccessible(page, screen, DIALOG);
  await page.keyboard.press('Escape');
  await expect(dialogs(page)).toHaveCount(before);
}

/** A menu, or a select's list of options. */
const POPUP = '[role="menu"], [role="listbox"]';
const popup = (page: Page) => page.locator(POPUP);

async function checkMenu(page: Page, opener: Locator, screen: string) {
  await opener.click();
  await expect(popup(page)).toBeVisible();
  await expectAccessible(page, screen, POPUP);
  await page.keyboard.press('Escape');
  await expect(popup(page)).toHaveCount(0);
}

/** A list's Views or Columns popover (MUI's Popover: a paper with no role of its own). */
const POPOVER = '.MuiPopover-paper';

async function checkPopover(page: Page, opener: Locator, screen: string) {
  await opener.click();
  await expect(page.locator(POPOVER)).toBeVisible();
  await expectAccessible(page, screen, POPOVER);
  await page.keyboard.press('Escape');
  await expect(page.locator(POPOVER)).toHaveCount(0);
}

/**
 * Opens a sidebar entry and waits for its list's rows: the page title names the new screen once
 * its code is in (until then the previous screen or a spinner shows), then the skeleton rows go.
 */
async function openScreen(page: Page, entry: string, title: string) {
  await page.getByTestId('main-menu').getByRole('link', { name: entry, exact: true }).click();
  await expect(page.getByTestId('page-title')).toHaveText(title);
  await expect(page.getByTestId('list-loading')).toHaveCount(0);
}

const firstRow = (page: Page) => page.locator('tbody').getByRole('row').first();

async function checkRowMenuDialogs(page: Page, screen: string, items: readonly string[]) {
  const actions = firstRow(page).getByTestId('row-actions');
  await checkMenu(page, actions, `${screen}: row actions menu`);
  for (const item of items) {
    await actions.click();
    await checkDialog(page, page.getByRole('menuitem', { name: item, exact: true }), `${screen}: ${item}`);
  }
}

/** A catalog screen: its list, its add dialog, and its row actions with their dialogs. */
async function checkCatalogScreen(
  page: Page,
  {
    title,
    add,
    rowActions,
    screen = title.toLowerCase(),
  }: { title: string; add: string; rowActions: readonly string[]; screen?: string },
) {
  await openScreen(page, title, title);
  await expectAccessible(page, screen);
  await checkDialog(page, page.getByRole('button', { name: add }), `${screen}: add`);
  await checkRowMenuDialogs(page, screen, rowActions);
}

/** A list of records with a status: the list, its details, Update Status and the filter. */
async function checkStatusList(page: Page, entry: string, title: string) {
  await openScreen(page, entry, title);
  await expectAccessible(page, title);
  await checkDialog(page, firstRow(page).getByRole('button', { name: 'View Details' }), `${title}: details`);
  // The first row whose status may change (a rental handed over keeps Update Status disabled).
  const update = page.locator('tbody').getByRole('button', { name: 'Update Status', disabled: false }).first();
  await checkDialog(page, update, `${title}: update status`);
  await checkMenu(page, page.getByRole('combobox', { name: 'Status' }), `${title}: status filter`);
}

async function checkSignedOut(page: Page) {
  await page.goto('/login');
  await expect(page.getByTestId('login-form')).toBeVisible();
  await expectAccessible(page, 'login');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-form').locator('[aria-invalid="true"]').first()).toBeVisible();
  await expectAccessible(page, 'login with field errors');
  await page.getByTestId('signup-link').click();
  await expect(page.getByTestId('signup-form')).toBeVisible();
  await expectAccessible(page, 'signup');
  await page.goto('/no-such-page');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expectAccessible(page, 'not found (signed out)');
}

test('signed out: sign in, signup and not found', async ({ page }) => {
  await checkSignedOut(page);
});

test('admin: every screen and its dialogs', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, ADMIN);
  await expect(page.getByTestId('home-welcome')).toBeVisible();
  await expectAccessible(page, 'admin home');
  await checkMenu(page, page.getByTestId('user-menu'), 'user menu');
  await checkMenu(page, page.getByTestId('theme-toggle'), 'theme menu');
  await checkDialog(page, page.getByTestId('palette-button'), 'command palette');

  await checkCatalogScreen(page, { title: 'Equipments', add: 'Add Equipment', rowActions: ['Edit', 'Delete'] });

  await openScreen(page, 'Materials', 'Product Management');
  await expectAccessible(page, 'materials (admin)');
  await page.getByTestId('variants-toggle').first().click();
  await expect(page.getByTestId('variant-card').first()).toBeVisible();
  await expectAccessible(page, 'materials (admin): variant cards');
  await checkRowMenuDialogs(page, 'materials (admin)', ['Edit Product', 'Add Variant', 'Delete Product']);

  await checkCatalogScreen(page, { title: 'Categories', add: 'Add Category', rowActions: ['Edit', 'Delete'] });
  await checkCatalogScreen(page, { title: 'Service Providers', add: 'Add Provider', rowActions: ['Edit', 'Delete'] });

  await openScreen(page, 'Orders', 'Material Orders');
  await expectAccessible(page, 'material orders');
  await firstRow(page).getByRole('button', { name: 'View Details' }).click();
  await expect(topDialog(page).getByTestId('history-loading')).toHaveCount(0);
  await expectAccessible(page, 'material orders: details', DIALOG);
  await checkDialog(page, topDialog(page).getByRole('button', { name: 'View Vendor' }).first(), 'orders: vendor');
  await page.keyboard.press('Escape');
  await expect(dialogs(page)).toHaveCount(0);
  await checkPopover(page, page.getByRole('button', { name: 'Columns' }), 'material orders: columns');
  await checkPopover(page, page.getByRole('button', { name: 'Views' }), 'material orders: views');
  await page.getByRole('button', { name: 'Views' }).click();
  await checkDialog(page, page.getByRole('button', { name: 'Save current view…' }), 'material orders: save view');

  await checkStatusList(page, 'Rentals', 'Equipment Rentals');
  await checkStatusList(page, 'Bookings', 'Service Bookings');

  await openScreen(page, 'Seller Requests', 'Seller Requests');
  await expectAccessible(page, 'seller requests');
  await checkDialog(page, firstRow(page).getByRole('button', { name: /^Details of / }), 'seller requests: details');
  await checkDialog(page, firstRow(page).getByRole('button', { name: /^Accept / }), 'seller requests: accept');
  await checkDialog(page, firstRow(page).getByRole('button', { name: /^Reject / }), 'seller requests: reject');

  await openScreen(page, 'Vendors', 'Vendors');
  await expectAccessible(page, 'vendors');
  await checkDialog(page, firstRow(page).getByRole('button', { name: /^(Suspend|Reinstate) / }), 'vendors: access');

  await openScreen(page, 'Send Notifications', 'Send Notifications');
  await expectAccessible(page, 'notifications');
  await checkDialog(page, firstRow(page).getByRole('button', { name: /^Revert / }), 'notifications: revert');

  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-change-password').click();
  await expect(page.getByTestId('change-password-form')).toBeVisible();
  await expectAccessible(page, 'change password');

  await page.goto('/no-such-page');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expectAccessible(page, 'not found (admin)');

  // Spec §2: under 768 px the sidebar is an overlay.
  await page.setViewportSize({ width: 600, height: 900 });
  await page.goto('/equipments');
  // Issue 26: a phone's list is a card a row.
  await expect(page.getByTestId('row-card').first()).toBeVisible();
  await expectAccessible(page, 'equipments (narrow)');
  await page.getByTestId('sidebar-toggle').click();
  await expect(page.getByTestId('main-menu')).toBeVisible();
  await expectAccessible(page, 'sidebar overlay');
});

test('admin: the handover dialogs, with their field errors, and the printable sheet', async ({ page }) => {
  test.setTimeout(120_000);
  const rental = await rentalToHandOver();
  await signIn(page, ADMIN);
  const section = (await openRentalDetails(page, rental.id)).getByTestId('handover');
  await expectAccessible(page, 'rental details: not picked up', DIALOG);
  /** Opens a step's dialog from the details and checks it as it opens. */
  const openStep = async (button: string, testId: string) => {
    await section.getByRole('button', { name: button }).click();
    const dialog = page.getByTestId(testId);
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeVisible();
    await expectAccessible(page, button, `[data-testid="${testId}"]`);
    return dialog;
  };

  const pickup = await openStep('Record pickup', 'pickup-dialog');
  await pickup.getByRole('button', { name: 'Save' }).click();
  await expect(pickup.locator('[aria-invalid="true"]').first()).toBeVisible();
  await expectAccessible(page, 'record pickup with field errors', '[data-testid="pickup-dialog"]');
  await fillWhen(pickup, rental.date, rental.time);
  await pickup.getByLabel(/Meter reading/).fill('10');
  await pickup.getByLabel(/Deposit held/).fill('1000');
  await pickup.getByRole('button', { name: 'Save' }).click();
  await expect(pickup).toBeHidden();

  const giveBack = await openStep('Record return', 'return-dialog');
  await fillWhen(giveBack, rental.lateDate, rental.lateTime);
  await giveBack.getByLabel(/Meter reading/).fill('12');
  await giveBack.getByRole('button', { name: 'Save' }).click();
  await expect(giveBack).toBeHidden();
  await expectAccessible(page, 'rental details: returned', DIALOG);

  const settle = await openStep('Settle deposit', 'settle-dialog');
  await settle.getByLabel('Withhold part of the deposit').check();
  await settle.getByRole('button', { name: 'Save' }).click();
  await expect(settle.locator('[aria-invalid="true"]').first()).toBeVisible();
  await expectAccessible(page, 'settle deposit with field errors', '[data-testid="settle-dialog"]');
  await settle.getByLabel(/Amount withheld/).fill('100');
  await settle.getByLabel(/Reason withheld/).fill('Scratched paint');
  await settle.getByRole('button', { name: 'Save' }).click();
  await expect(settle).toBeHidden();
  await expectAccessible(page, 'rental details: settled', DIALOG);

  await page.goto(`/equipment-rentals/${rental.id}/sheet`);
  await expect(page.getByTestId('sheet-return')).toBeVisible();
  await expectAccessible(page, 'handover sheet');
  await page.emulateMedia({ media: 'print' });
  await expectAccessible(page, 'handover sheet (print)');
});

test('vendor: dashboard, materials with Add Product, orders', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, VENDOR);
  await expect(page.getByTestId('stat-orders')).toBeVisible();
  await expectAccessible(page, 'vendor dashboard');

  await openScreen(page, 'Materials', 'Product Management');
  await expectAccessible(page, 'materials (vendor)');
  await checkDialog(page, page.getByRole('button', { name: 'Add Product' }), 'materials: add product');
  await checkRowMenuDialogs(page, 'materials (vendor)', ['Edit Product', 'Add Variant', 'Delete Product']);

  await checkStatusList(page, 'Orders', 'Vendor Orders');
  await checkMenu(page, page.getByTestId('rows-per-page').getByRole('combobox'), 'vendor orders: rows per page');

  await page.goto('/equipments');
  await expect(page.getByTestId('unauthorized-home')).toBeVisible();
  await expectAccessible(page, 'unauthorized');
});

test.describe('dark scheme', () => {
  test.use({ colorScheme: 'dark' });

  test('signed out', async ({ page }) => {
    await checkSignedOut(page);
  });

  test('admin: a screen of each kind', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, ADMIN);
    await expect(page.getByTestId('home-welcome')).toBeVisible();
    await expectAccessible(page, 'admin home (dark)');
    await checkCatalogScreen(page, {
      title: 'Equipments',
      add: 'Add Equipment',
      rowActions: ['Delete'],
      screen: 'equipments (dark)',
    });
    await checkStatusList(page, 'Rentals', 'Equipment Rentals');
    await openScreen(page, 'Seller Requests', 'Seller Requests');
    await expectAccessible(page, 'seller requests (dark)');
  });

  test('vendor: dashboard and orders', async ({ page }) => {
    await signIn(page, VENDOR);
    await expect(page.getByTestId('stat-orders')).toBeVisible();
    await expectAccessible(page, 'vendor dashboard (dark)');
    await openScreen(page, 'Orders', 'Vendor Orders');
    await expectAccessible(page, 'vendor orders (dark)');
  });
});
