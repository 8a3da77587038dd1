import { expect, type Locator, type Page, test } from '@playwright/test';
import { fillWhen, openRentalDetails, rentalToHandOver } from './handover';
import { ADMIN, PNG, signIn, watchConsole } from './helpers';

/** The browser logs the answer it was sent for a refused step: the one console error the test provokes. */
const REFUSED_STEP = 'the server responded with a status of 400 (Bad Request)';

/** Saves a step's dialog with a wrong amount, sees the field's message, then saves the right one. */
async function saveAmount(
  page: Page,
  dialog: Locator,
  amount: Locator,
  typed: { wrong: string; message: string; right: string; saved: string },
) {
  await amount.fill(typed.wrong);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(typed.message)).toBeVisible();
  await amount.fill(typed.right);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(typed.saved)).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('an admin hands a rental over: pickup with a photo, a late return with damage, part of the deposit withheld, the sheet printed', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const rental = await rentalToHandOver();
  await signIn(page, ADMIN);
  const details = await openRentalDetails(page, rental.id);
  const section = details.getByTestId('handover');
  const stage = section.getByTestId('handover-stage');
  await expect(stage).toHaveText('Not picked up yet');

  // Pickup: the checklist with a note, the meter, a photo, the deposit in rupees.
  await section.getByRole('button', { name: 'Record pickup' }).click();
  const pickup = page.getByTestId('pickup-dialog');
  await expect(pickup.getByLabel(/^Date/)).toBeFocused();
  await fillWhen(pickup, rental.date, rental.time);
  await pickup.getByLabel(`${rental.firstItem}: OK`).uncheck();
  await pickup.getByLabel(`${rental.firstItem}: Note`).fill('Scratched on the left');
  await pickup.getByLabel(/Meter reading \(hours\)/).fill('1200');
  await pickup.getByRole('button', { name: 'Add' }).click();
  await pickup.getByTestId('image-input').setInputFiles({ name: 'pickup.png', mimeType: 'image/png', buffer: PNG });
  await expect(pickup.getByTestId('image-preview')).toBeVisible();
  await saveAmount(page, pickup, pickup.getByLabel(/Deposit held/), {
    wrong: 'five thousand',
    message: 'Enter the amount in rupees, such as 1500 or 1500.50',
    right: '5000',
    saved: 'Pickup recorded',
  });
  await expect(stage).toHaveText('Picked up');
  const pickupReport = section.getByTestId('pickup-report');
  await expect(pickupReport).toContainText('Scratched on the left');
  await expect(pickupReport.getByTestId('handover-photo')).toHaveCount(1);

  // Return: refused before the pickup, then recorded three hours late with damage and a photo.
  await section.getByRole('button', { name: 'Record return' }).click();
  const giveBack = page.getByTestId('return-dialog');
  await expect(giveBack.getByLabel(/^Date/)).toBeFocused();
  await fillWhen(giveBack, rental.dayBefore, rental.time);
  await giveBack.getByLabel(/Meter reading \(hours\)/).fill('1209');
  await giveBack.getByLabel('Damage notes').fill('Cracked tail light');
  await giveBack.getByLabel(/Damage charge/).fill('1500');
  await giveBack.getByRole('button', { name: 'Save' }).click();
  await expect(giveBack.getByText('The return cannot be before the pickup')).toBeVisible();
  await fillWhen(giveBack, rental.lateDate, rental.lateTime);
  await giveBack.getByRole('button', { name: 'Add' }).click();
  await giveBack.getByTestId('image-input').setInputFiles({ name: 'damage.png', mimeType: 'image/png', buffer: PNG });
  await expect(giveBack.getByTestId('image-preview')).toBeVisible();
  await giveBack.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Return recorded')).toBeVisible();
  await expect(giveBack).toBeHidden();
  await expect(stage).toHaveText('Returned');
  await expect(section.getByTestId('return-report')).toContainText('Cracked tail light');
  await expect(section.getByTestId('return-report').getByTestId('handover-photo')).toHaveCount(1);
  const trail = section.getByTestId('money-trail');
  await expect(trail).toContainText('Deposit held₹5,000.00');
  await expect(trail).toContainText(/Late by\d+ hours?/);
  await expect(trail).toContainText('Damage charge₹1,500.00');

  // Settle: more than the deposit is refused; ₹2,000 withheld with a reason, the rest refunded.
  await section.getByRole('button', { name: 'Settle deposit' }).click();
  const settle = page.getByTestId('settle-dialog');
  await expect(settle.getByLabel('Refund the whole deposit')).toBeFocused();
  await settle.getByLabel('Withhold part of the deposit').check();
  await settle.getByLabel(/Reason withheld/).fill('Tail light replaced');
  await saveAmount(page, settle, settle.getByLabel(/Amount withheld/), {
    wrong: '6000',
    message: 'The amount withheld must be more than ₹0 and at most the deposit held',
    right: '2000',
    saved: 'Deposit settled',
  });
  await expect(stage).toHaveText('Deposit partly withheld');
  await expect(trail).toContainText('Withheld₹2,000.00');
  await expect(trail).toContainText('Refunded₹3,000.00');
  await expect(trail).toContainText('Reason withheldTail light replaced');
  await expect(section.getByRole('button', { name: 'Settle deposit' })).toHaveCount(0);

  // The printable sheet, in a tab of its own, and as it prints: no Print button on paper.
  const [sheetPage] = await Promise.all([
    page.context().waitForEvent('page'),
    section.getByRole('link', { name: 'Print handover sheet' }).click(),
  ]);
  const sheetProblems = watchConsole(sheetPage);
  const sheet = sheetPage.getByTestId('handover-sheet');
  await expect(sheet.getByRole('heading', { level: 1 })).toHaveText(`Handover sheet · ${rental.id.slice(-8)}`);
  await expect(sheet.getByTestId('sheet-pickup')).toContainText('Scratched on the left');
  await expect(sheet.getByTestId('sheet-return')).toContainText('Cracked tail light');
  await expect(sheet.getByTestId('money-trail')).toContainText('Refunded₹3,000.00');
  const print = sheet.getByRole('button', { name: 'Print' });
  await expect(print).toBeVisible();
  await sheetPage.emulateMedia({ media: 'print' });
  await expect(print).toBeHidden();
  await expect(sheet.getByTestId('sheet-return')).toBeVisible();

  expect(problems.filter((problem) => !problem.includes(REFUSED_STEP))).toEqual([]);
  expect(problems.filter((problem) => problem.includes(REFUSED_STEP))).toHaveLength(1);
  expect(sheetProblems).toEqual([]);
});
