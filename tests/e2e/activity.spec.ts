import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN, signIn, watchConsole } from './helpers';

/** A name no seed record has, so each run finds exactly its own rows. */
const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

/** The Activity screen narrowed to equipment, where this test's changes are the newest. */
async function openEquipmentActivity(page: Page) {
  await page.getByTestId('main-menu').getByRole('link', { name: 'Activity' }).click();
  await expect(page).toHaveURL(/\/activity$/);
  await expect(page.getByTestId('page-title')).toHaveText('Activity');
  await page.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Equipment', exact: true }).click();
}

async function openEdit(page: Page, name: string) {
  await page.getByTestId('main-menu').getByRole('link', { name: 'Equipments' }).click();
  await page.goto(`/equipments?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`);
  await rowOf(page, name).getByTestId('row-actions').click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  return page.getByTestId('equipment-edit-dialog');
}

/** No axe violation of impact serious or critical in what `within` selects (the page by default). */
async function expectAccessible(page: Page, within?: string) {
  const axe = new AxeBuilder({ page });
  const { violations } = await (within ? axe.include(within) : axe).analyze();
  const blocking = violations.filter(({ impact }) => impact === 'serious' || impact === 'critical');
  expect(blocking.map(({ id, help }) => `${id}: ${help}`)).toEqual([]);
}

test('an admin sees an edit in the activity log and restores the equipment from its history', async ({ page }) => {
  const problems = watchConsole(page);
  const name = unique('E2E Activity Mixer');
  await signIn(page, ADMIN);

  await page.getByTestId('main-menu').getByRole('link', { name: 'Equipments' }).click();
  await page.getByRole('button', { name: 'Add Equipment' }).first().click();
  const add = page.getByTestId('equipment-create-dialog');
  await add.getByLabel('Equipment Name').fill(name);
  await add.getByLabel('Daily Rate').fill('2000');
  await add.getByTestId('dialog-submit').click();
  await expect(page.getByText('Equipment added successfully!')).toBeVisible();

  const edit = await openEdit(page, name);
  await edit.getByLabel('Daily Rate').fill('2750');
  await edit.getByTestId('dialog-submit').click();
  await expect(edit).toBeHidden();
  await expect(rowOf(page, name)).toContainText('₹2,750.00/day');

  await openEquipmentActivity(page);
  const update = rowOf(page, name).filter({ hasText: 'Updated' });
  await expect(update).toContainText('Daily rate');
  await expectAccessible(page);
  await update.getByRole('button', { name: /^View change / }).click();
  const change = page.getByRole('dialog', { name: /^Change \d+$/ });
  await expect(change.getByTestId('change-dailyRate')).toContainText('₹2,000.00₹2,750.00');
  await expect(change).toContainText('Asha');
  await expectAccessible(page, '[role="dialog"]');
  await change.getByRole('button', { name: 'Close' }).click();
  await expect(change).toBeHidden();

  const history = await openEdit(page, name);
  await history.getByRole('tab', { name: 'History' }).click();
  const created = history.getByTestId('history-version').filter({ hasText: 'Created' });
  await created.click();
  await expect(history.getByTestId('change-dailyRate')).toContainText('₹2,000.00₹2,750.00');
  await history.getByRole('button', { name: 'Restore this version' }).click();
  const confirm = page.getByRole('dialog', { name: /^Restore version \d+\?$/ });
  await expect(confirm).toContainText('The restore will make these changes:');
  await expect(confirm.getByTestId('change-dailyRate')).toContainText('₹2,750.00₹2,000.00');
  await confirm.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Version restored')).toBeVisible();
  await expect(confirm).toBeHidden();
  // The dialog's record is reloaded: the rate is the restored one.
  await history.getByRole('tab', { name: 'Details' }).click();
  await expect(history.getByLabel('Daily Rate')).toHaveValue('2000');
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();

  await openEquipmentActivity(page);
  await expect(rowOf(page, name).filter({ hasText: 'Restored' })).toContainText('Daily rate');
  await expect(rowOf(page, name).filter({ hasText: 'Updated' })).toHaveCount(1);
  expect(problems).toEqual([]);
});
