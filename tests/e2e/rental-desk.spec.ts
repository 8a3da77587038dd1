import { expect, type Locator, type Page, test } from '@playwright/test';
import { blockingViolations, describeViolation } from './axe';
import { fillWhen } from './handover';
import { ADMIN, PNG, signIn, watchConsole, withDatabase } from './helpers';

/**
 * Issue 29's e2e, one flow at the rental desk: an admin finds a free day on the timeline,
 * confirms a rental (the last unit: a second one is refused), records its pickup with a photo,
 * records a late return with damage (which adds servicing days to the turnaround), withholds part
 * of the deposit, and prints the sheet; axe checks each screen and dialog on the way.
 */

/** The console errors the flow provokes: the refused confirmation (409) and a refused step (400). */
const PROVOKED = [/409 \(Conflict\)/, /Cannot confirm/, /400 \(Bad Request\)/];

/** This month's day `n` as the calendar names it (the browser's month, which this machine's clock shares). */
const dayOfMonth = (n: number) => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(n).padStart(2, '0')}`;
};

/**
 * An equipment of one unit with a day's turnaround, named to sort first, in a seeded category
 * that meters hours and has a checklist: a CONFIRMED rental on the 5th (back on the 6th, in the
 * yard until the 7th) and two PENDING rentals on the 15th, a free day; each a demo customer's.
 */
const craftYard = () =>
  withDatabase(async (client) => {
    const name = `A1 Desk Loader ${Date.now()}`;
    const { rows } = await client.query<{ id: string; first_item: string }>(
      `INSERT INTO equipment (name, daily_rate, unit_name, stock, turnaround_days, category_id)
       SELECT $1, 900, 'day', 1, 1, c.id FROM equipment_categories c
        WHERE c.meter_kind = 'hours' AND jsonb_array_length(c.checklist) > 0 ORDER BY c.name LIMIT 1
       RETURNING id, (SELECT checklist->>0 FROM equipment_categories WHERE id = category_id) AS first_item`,
      [name],
    );
    const made = rows[0];
    if (!made) throw new Error('the seed has no category metering hours with a checklist');
    const rental = async (date: string, status: string) => {
      const inserted = await client.query<{ id: string }>(
        `INSERT INTO equipment_rentals (equipment_id, customer_id, status, date, from_time, qty, unit_name, multiplier)
         SELECT $1, id, $3::rental_status, $2::date, '09:00', 1, 'day', 1 FROM customers ORDER BY id LIMIT 1
         RETURNING id`,
        [made.id, date, status],
      );
      return inserted.rows[0]!.id;
    };
    await rental(dayOfMonth(5), 'CONFIRMED');
    // Two PENDING rentals of its one unit for a day from the 15th, 09:00: one will fit.
    const first = await rental(dayOfMonth(15), 'PENDING');
    const second = await rental(dayOfMonth(15), 'PENDING');
    return { equipmentId: made.id, name, firstItem: made.first_item, first, second };
  });
type Yard = Awaited<ReturnType<typeof craftYard>>;

/** No axe violation of impact serious or critical in the page, or in what `within` selects (the top dialog). */
async function expectAccessible(page: Page, what: string, within?: string) {
  expect((await blockingViolations(page, within)).map(describeViolation), what).toEqual([]);
}

const TOP_DIALOG = '[role="dialog"]:last-of-type';

const cell = (page: Page, yard: Yard, day: number) =>
  page.getByTestId(`calendar-row-${yard.equipmentId}`).getByTestId(`day-${dayOfMonth(day)}`);

/** Update Status → Confirmed on one of the day's rentals. */
async function confirm(page: Page, row: Locator) {
  await row.getByRole('button', { name: 'Update Status' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Status' });
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Confirmed', exact: true }).click();
  await dialog.getByRole('button', { name: 'Update Status' }).click();
}

/** An amount first typed wrong (its field's message seen on Save), then right. */
type Amended = [field: RegExp, wrong: string, message: string, right: string];

/**
 * Saves a step's dialog (by its test id), an amount amended first where given, checks it with
 * axe, and sees its toast as it closes.
 */
async function saveStep(page: Page, testId: string, saved: string, amended?: Amended) {
  const dialog = page.getByTestId(testId);
  const save = dialog.getByRole('button', { name: 'Save' });
  if (amended) {
    const [field, wrong, message, right] = amended;
    await dialog.getByLabel(field).fill(wrong);
    await save.click();
    await expect(dialog.getByText(message)).toBeVisible();
    await dialog.getByLabel(field).fill(right);
  }
  await expectAccessible(page, testId, `[data-testid="${testId}"]`);
  await save.click();
  await expect(page.getByText(saved)).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** Adds one photo to a report dialog, through the app's upload. */
async function addPhoto(dialog: Locator, name: string) {
  await dialog.getByRole('button', { name: 'Add' }).click();
  await dialog.getByTestId('image-input').setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByTestId('image-preview')).toBeVisible();
}

test('the rental desk: a free day on the timeline, a confirmation, pickup, a late damaged return, the deposit, the sheet', async ({
  page,
}) => {
  // One flow of a dozen screens and dialogs, each checked by axe: three flows' budget (it took
  // 1.4 and over 2 minutes at load averages of 7 and 13 on 2 cores).
  test.setTimeout(180_000);
  const problems = watchConsole(page);
  const yard = await craftYard();
  await signIn(page, ADMIN);

  // The timeline: the 5th to the 7th full (turnaround included), the 15th free with two waiting.
  await page.getByTestId('main-menu').getByRole('link', { name: 'Rental Calendar' }).click();
  const timeline = page.getByRole('grid', { name: 'Timeline' });
  await expect(timeline).toBeVisible();
  for (const day of [5, 6, 7]) await expect(cell(page, yard, day)).toHaveAccessibleName(/1 of 1 held by confirmed/);
  const free = cell(page, yard, 15);
  await expect(free).toHaveAccessibleName(/0 of 1 held by confirmed, 2 pending, 2 in all$/);
  await expectAccessible(page, 'the timeline');

  // Found from the keyboard: the grid's arrows from the 14th to the 15th, Enter opens the day.
  await cell(page, yard, 14).focus();
  await page.keyboard.press('ArrowRight');
  await expect(free).toBeFocused();
  await page.keyboard.press('Enter');
  const day = page.getByRole('dialog', { name: new RegExp(`^${yard.name} on`) });
  const first = day.getByTestId(`held-${yard.first}`);
  await expect(first).toContainText('Pending');
  await expectAccessible(page, 'the day', TOP_DIALOG);

  // Confirm one; the last unit taken, the same rule refuses the other with the server's reason.
  await confirm(page, first);
  await expect(page.getByText('Rental status updated successfully!')).toBeVisible();
  await expect(first).toContainText('Confirmed');
  await confirm(page, day.getByTestId(`held-${yard.second}`));
  await expect(page.getByText(/^Cannot confirm: on .* the equipment would hold 2 units of 1 in stock/)).toBeVisible();
  await page.getByRole('dialog', { name: 'Update Status' }).getByRole('button', { name: 'Cancel' }).click();

  // Pickup, from the confirmed rental's details: the checklist with a note, the meter, a photo, the deposit.
  await first.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: 'Rental Details' });
  const section = details.getByTestId('handover');
  const stage = section.getByTestId('handover-stage');
  await expect(stage).toHaveText('Not picked up yet');
  await expectAccessible(page, 'the details', TOP_DIALOG);
  await section.getByRole('button', { name: 'Record pickup' }).click();
  const pickup = page.getByTestId('pickup-dialog');
  await expect(pickup.getByLabel(/^Date/)).toBeFocused();
  await fillWhen(pickup, dayOfMonth(15), '09:00');
  await pickup.getByLabel(`${yard.firstItem}: OK`).uncheck();
  await pickup.getByLabel(`${yard.firstItem}: Note`).fill('Scratched on the left');
  await pickup.getByLabel(/Meter reading \(hours\)/).fill('1200');
  await addPhoto(pickup, 'pickup.png');
  const rupees = 'Enter the amount in rupees, such as 1500 or 1500.50';
  await saveStep(page, 'pickup-dialog', 'Pickup recorded', [/Deposit held/, 'five thousand', rupees, '5000']);
  await expect(stage).toHaveText('Picked up');
  await expect(section.getByTestId('pickup-report').getByTestId('handover-photo')).toHaveCount(1);

  // Return: refused before the pickup; then three hours late, damaged, two days' servicing, a photo.
  await section.getByRole('button', { name: 'Record return' }).click();
  const giveBack = page.getByTestId('return-dialog');
  await fillWhen(giveBack, dayOfMonth(14), '09:00');
  await giveBack.getByLabel(/Meter reading \(hours\)/).fill('1209');
  await giveBack.getByLabel('Damage notes').fill('Cracked tail light');
  await giveBack.getByLabel(/Damage charge/).fill('1500');
  await giveBack.getByLabel(/Extra turnaround/).fill('2');
  await giveBack.getByRole('button', { name: 'Save' }).click();
  await expect(giveBack.getByText('The return cannot be before the pickup')).toBeVisible();
  await fillWhen(giveBack, dayOfMonth(16), '12:00');
  await addPhoto(giveBack, 'damage.png');
  await saveStep(page, 'return-dialog', 'Return recorded');
  await expect(stage).toHaveText('Returned');
  const returned = section.getByTestId('return-report');
  await expect(returned).toContainText('Cracked tail light');
  await expect(returned).toContainText('Extra turnaround (days)2');
  await expect(returned.getByTestId('handover-photo')).toHaveCount(1);
  const trail = section.getByTestId('money-trail');
  await expect(trail).toContainText('Deposit held₹5,000.00');
  await expect(trail).toContainText('Late by1 day');
  await expect(trail).toContainText('Damage charge₹1,500.00');

  // Settle: more than the deposit refused; ₹2,000 withheld with a reason, the rest refunded.
  await section.getByRole('button', { name: 'Settle deposit' }).click();
  const settle = page.getByTestId('settle-dialog');
  await settle.getByLabel('Withhold part of the deposit').check();
  await settle.getByLabel(/Reason withheld/).fill('Tail light replaced');
  const range = 'The amount withheld must be more than ₹0 and at most the deposit held';
  await saveStep(page, 'settle-dialog', 'Deposit settled', [/Amount withheld/, '6000', range, '2000']);
  await expect(stage).toHaveText('Deposit partly withheld');
  await expect(trail).toContainText('Withheld₹2,000.00');
  await expect(trail).toContainText('Refunded₹3,000.00');
  await expect(trail).toContainText('Reason withheldTail light replaced');

  // The printable sheet, in a tab of its own, and as it prints: no Print button on paper.
  const [sheetPage] = await Promise.all([
    page.context().waitForEvent('page'),
    section.getByRole('link', { name: 'Print handover sheet' }).click(),
  ]);
  const sheetProblems = watchConsole(sheetPage);
  const sheet = sheetPage.getByTestId('handover-sheet');
  await expect(sheet.getByRole('heading', { level: 1 })).toHaveText(`Handover sheet · ${yard.first.slice(-8)}`);
  await expect(sheet.getByTestId('sheet-pickup')).toContainText('Scratched on the left');
  await expect(sheet.getByTestId('sheet-return')).toContainText('Extra turnaround (days)2');
  await expect(sheet.getByTestId('money-trail')).toContainText('Refunded₹3,000.00');
  await expectAccessible(sheetPage, 'the handover sheet');
  const print = sheet.getByRole('button', { name: 'Print' });
  await sheetPage.emulateMedia({ media: 'print' });
  await expect(print).toBeHidden();
  await sheetPage.close();

  // Back on the timeline: the returned unit held through its turnaround and the two days' servicing
  // (back the 16th 09:00 as booked, the yard's day and the damage's two: free from the 19th 09:00).
  await details.getByRole('button', { name: 'Close' }).click();
  // Handed over, its status follows the handover: Update Status is disabled, saying why.
  const locked = first.getByRole('button', { name: 'Update Status' });
  await expect(locked).toHaveAttribute('aria-disabled', 'true');
  await locked.hover();
  await expect(page.getByRole('tooltip')).toHaveText(
    'This rental was returned through the handover: its status can no longer change',
  );
  await expect(first).toContainText('Completed');
  await day.getByRole('button', { name: 'Close' }).click();
  await expect(free).toHaveAccessibleName(/1 of 1 held by confirmed, 1 pending/);
  await expect(free).not.toHaveAttribute('data-over-booked');
  for (const n of [16, 17, 18, 19]) await expect(cell(page, yard, n)).toHaveAccessibleName(/1 of 1 held by confirmed/);
  await expect(cell(page, yard, 20)).toHaveAccessibleName(/0 of 1 held by confirmed, 0 pending/);

  expect(problems.filter((problem) => !PROVOKED.some((provoked) => provoked.test(problem)))).toEqual([]);
  expect(sheetProblems).toEqual([]);
});
