import { expect, type Page, test } from '@playwright/test';
import { ADMIN, signIn, watchConsole, withDatabase } from './helpers';

/** This month's day `n` as the calendar names it (the browser's month, which this machine's clock shares). */
const dayOfMonth = (n: number) => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(n).padStart(2, '0')}`;
};

interface Yard {
  equipmentId: string;
  name: string;
  /** Two PENDING rentals of its one unit on the free day; confirming the second must be refused. */
  first: string;
  second: string;
}

/**
 * An equipment of one unit with a day's turnaround, named to sort first: a CONFIRMED rental on
 * the 5th (back on the 6th, in the yard until the 7th) and two PENDING rentals on the 15th, a
 * free day; each rental a demo customer's.
 */
const craftYard = () =>
  withDatabase(async (client): Promise<Yard> => {
    const name = `A1 Calendar Lift ${Date.now()}`;
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO equipment (name, daily_rate, unit_name, stock, turnaround_days)
       VALUES ($1, 900, 'day', 1, 1) RETURNING id`,
      [name],
    );
    const equipmentId = rows[0]!.id;
    const rental = async (date: string, status: string) => {
      const inserted = await client.query<{ id: string }>(
        `INSERT INTO equipment_rentals (equipment_id, customer_id, status, date, from_time, qty, unit_name, multiplier)
         SELECT $1, id, $3::rental_status, $2::date, '09:00', 1, 'day', 1 FROM customers ORDER BY id LIMIT 1
         RETURNING id`,
        [equipmentId, date, status],
      );
      return inserted.rows[0]!.id;
    };
    await rental(dayOfMonth(5), 'CONFIRMED');
    return {
      equipmentId,
      name,
      first: await rental(dayOfMonth(15), 'PENDING'),
      second: await rental(dayOfMonth(15), 'PENDING'),
    };
  });

const cell = (page: Page, yard: Yard, day: number) =>
  page.getByTestId(`calendar-row-${yard.equipmentId}`).getByTestId(`day-${dayOfMonth(day)}`);

async function confirm(page: Page, rentalId: string) {
  const row = page.getByTestId(`held-${rentalId}`);
  await row.getByRole('button', { name: 'Update Status' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Status' });
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Confirmed', exact: true }).click();
  await dialog.getByRole('button', { name: 'Update Status' }).click();
}

test('an admin finds a free day on the timeline and confirms a pending rental on it', async ({ page }) => {
  const problems = watchConsole(page);
  const yard = await craftYard();
  await signIn(page, ADMIN);
  await page.getByTestId('main-menu').getByRole('link', { name: 'Rental Calendar' }).click();
  await expect(page).toHaveURL(/\/rental-calendar$/);
  await expect(page.getByRole('grid', { name: 'Timeline' })).toBeVisible();

  // Held from the 5th to the 7th (turnaround included): full; the 15th free, two waiting.
  for (const day of [5, 6, 7]) await expect(cell(page, yard, day)).toHaveAccessibleName(/1 of 1 held by confirmed/);
  await expect(cell(page, yard, 8)).toHaveAccessibleName(/0 of 1 held by confirmed, 0 pending/);
  const free = cell(page, yard, 15);
  await expect(free).toHaveAccessibleName(/0 of 1 held by confirmed, 2 pending, 2 in all$/);

  await free.click();
  const day = page.getByRole('dialog', { name: new RegExp(`^${yard.name} on`) });
  await expect(day.getByTestId(`held-${yard.first}`)).toContainText('Pending');
  await confirm(page, yard.first);
  await expect(page.getByText('Rental status updated successfully!')).toBeVisible();
  await expect(day.getByTestId(`held-${yard.first}`)).toContainText('Confirmed');

  // The last unit is taken: the same rule refuses the other, with the server's reason.
  await confirm(page, yard.second);
  await expect(page.getByText(/^Cannot confirm: on .* the equipment would hold 2 units of 1 in stock/)).toBeVisible();
  await page.getByRole('dialog', { name: 'Update Status' }).getByRole('button', { name: 'Cancel' }).click();
  await day.getByRole('button', { name: 'Close' }).click();

  await expect(free).toHaveAccessibleName(/1 of 1 held by confirmed, 1 pending/);
  await expect(free).not.toHaveAttribute('data-over-booked');
  // The server's refusal is the only error the console saw (the browser logs the 409, react-admin the failed update).
  expect(problems.filter((problem) => !/409|Cannot confirm/.test(problem))).toEqual([]);
});
