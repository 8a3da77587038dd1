import { expect, type Page, test } from '@playwright/test';
import { ADMIN, signIn, watchConsole, withDatabase } from './helpers';

const count = new Intl.NumberFormat('en-IN');
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
// The app shows a booked day and hour as booked: formatted as UTC, never shifted.
const day = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' });
const clock = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'UTC' });

/** A summary card's figure: 'pendingRentalOrders' ... */
const cardValue = (page: Page, counter: string) => page.getByTestId(`summary-${counter}-value`);
const readCard = async (page: Page, counter: string) =>
  Number((await cardValue(page, counter).textContent())?.replaceAll(',', ''));

const bodyRows = (page: Page) => page.locator('tbody').getByRole('row');
/** The row of a record, found by its whole id (the short id's title). */
const rowWithId = (page: Page, id: string) => bodyRows(page).filter({ has: page.getByTitle(id, { exact: true }) });

async function chooseStatus(page: Page, status: string) {
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: status, exact: true }).click();
}

interface CraftedBooking {
  id: string;
  provider: string;
  rate: string;
  multiplier: number;
  unit: string;
  date: string;
  time: string;
  clashes: number;
}

/**
 * A double booking: the newest PENDING booking is moved onto the provider, date and hour of a
 * CONFIRMED booking of a provider with a rate. Its status stays, so the counters stay right.
 */
const craftDoubleBooking = () =>
  withDatabase(async (client): Promise<CraftedBooking> => {
    const { rows } = await client.query<CraftedBooking>(`
      WITH pending AS (
        SELECT id FROM service_bookings WHERE status = 'PENDING' ORDER BY created_at DESC, id DESC LIMIT 1
      ), confirmed AS (
        SELECT b.service_provider_id, b.date, b.from_time, b.unit_name
        FROM service_bookings b JOIN service_providers p ON p.id = b.service_provider_id
        WHERE b.status = 'CONFIRMED' AND p.rate_per_hour IS NOT NULL
        ORDER BY b.created_at DESC, b.id DESC LIMIT 1
      ), moved AS (
        UPDATE service_bookings s
        SET service_provider_id = c.service_provider_id, date = c.date, from_time = c.from_time,
            unit_name = c.unit_name
        FROM pending, confirmed c
        WHERE s.id = pending.id
        RETURNING s.id, s.service_provider_id, s.date, s.from_time, s.multiplier, s.unit_name
      )
      SELECT m.id, p.name AS provider, p.rate_per_hour::text AS rate, m.multiplier, m.unit_name::text AS unit,
             to_char(m.date, 'YYYY-MM-DD') AS date, to_char(m.from_time, 'HH24:MI:SS') AS time,
             (SELECT count(*)::int FROM service_bookings o
              WHERE o.status = 'CONFIRMED' AND o.id <> m.id AND o.service_provider_id = m.service_provider_id
                AND o.date = m.date AND o.from_time = m.from_time) AS clashes
      FROM moved m JOIN service_providers p ON p.id = m.service_provider_id
    `);
    const crafted = rows[0];
    if (!crafted) throw new Error('the seed has no pending booking or no confirmed booking of a priced provider');
    return crafted;
  });

test('an admin filters the rentals to Pending, confirms one and sees the cards change', async ({ page }) => {
  const problems = watchConsole(page);
  await signIn(page, ADMIN);
  await page.getByTestId('main-menu').getByRole('link', { name: 'Rentals' }).click();
  await expect(page).toHaveURL(/\/equipment-rentals$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Equipment Rentals' })).toBeVisible();
  await expect(cardValue(page, 'pendingRentalOrders')).toHaveText(/^[\d,]+$/);
  const pending = await readCard(page, 'pendingRentalOrders');
  const confirmed = await readCard(page, 'confirmedRentalOrders');
  expect(pending).toBeGreaterThan(0);

  await chooseStatus(page, 'Pending');
  const shown = Math.min(10, pending);
  await expect(page.getByTestId('page-of')).toHaveText(`Showing 1 to ${shown} of ${count.format(pending)} results`);
  const statusBadges = bodyRows(page).locator('td:nth-child(9)').getByTestId('status-badge');
  await expect(statusBadges).toHaveCount(shown);
  expect(new Set(await statusBadges.allInnerTexts())).toEqual(new Set(['Pending']));
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  const ids = await bodyRows(page).locator('td:first-child [title]').allInnerTexts();
  expect(ids.every((id) => id.length === 8)).toBe(true);

  const rentalId = (await bodyRows(page).first().locator('td:first-child [title]').getAttribute('title')) ?? '';
  const row = rowWithId(page, rentalId);
  await row.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: 'Rental Details' });
  await expect(details.getByRole('region', { name: 'Rate Breakdown' })).toContainText(/Daily Rate₹[\d,.]+\/(hour|day)/);
  await expect(details.getByRole('region', { name: 'Schedule' })).toContainText(/Time\d{1,2}:\d{2} [ap]m/);
  await expect(details.getByRole('region', { name: 'Status History' })).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();

  // Issue 29: a confirmation the stock cannot hold is refused, so confirm the first pending rental
  // whose Update Status shows no over-booking warning once Confirmed is chosen.
  const dialog = page.getByRole('dialog', { name: 'Update Status' });
  const submit = dialog.getByRole('button', { name: 'Update Status' });
  let chosen = row;
  for (const id of await bodyRows(page)
    .locator('td:first-child [title]')
    .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('title') ?? ''))) {
    chosen = rowWithId(page, id);
    await chosen.getByRole('button', { name: 'Update Status' }).click();
    await expect(submit).toBeDisabled();
    await chooseStatus(page, 'Confirmed');
    await expect(submit).toBeEnabled();
    await page.waitForLoadState('networkidle');
    if ((await dialog.getByRole('alert').count()) === 0) break;
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  }
  await submit.click();
  await expect(page.getByText('Rental status updated successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(cardValue(page, 'pendingRentalOrders')).toHaveText(count.format(pending - 1));
  await expect(cardValue(page, 'confirmedRentalOrders')).toHaveText(count.format(confirmed + 1));
  // Confirmed, it leaves the Pending page.
  await expect(chosen).toHaveCount(0);
  expect(problems).toEqual([]);
});

test("an admin opens a double booking's details and sees the breakdown and the clash warning", async ({ page }) => {
  const problems = watchConsole(page);
  const booking = await craftDoubleBooking();
  const rate = Number(booking.rate);
  const slot = `on ${day.format(new Date(`${booking.date}T00:00:00Z`))} at ${clock.format(new Date(`1970-01-01T${booking.time}Z`))}`;
  const plural = booking.clashes === 1 ? 'booking' : 'bookings';
  const warning = `${booking.provider} already has ${booking.clashes} confirmed ${plural} ${slot}; confirming this one would double-book`;

  await signIn(page, ADMIN);
  await page.getByTestId('main-menu').getByRole('link', { name: 'Bookings' }).click();
  await expect(page).toHaveURL(/\/service-bookings$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Service Bookings' })).toBeVisible();
  await chooseStatus(page, 'Pending');
  // The newest pending booking heads the Pending page.
  const row = rowWithId(page, booking.id);
  await expect(row).toHaveCount(1);
  await expect(row.locator('td:nth-child(3)')).toContainText(booking.provider);

  await row.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: 'Booking Details' });
  const breakdown = details.getByRole('region', { name: 'Cost Breakdown' });
  await expect(breakdown).toContainText(`Base Rate${rupees.format(rate)}`);
  await expect(breakdown).toContainText(`Multiplier${count.format(booking.multiplier)}`);
  await expect(breakdown).toContainText(`Service Unit${booking.unit}`);
  await expect(breakdown).toContainText(`Effective Rate${rupees.format(rate * booking.multiplier)}`);
  await expect(breakdown).toContainText(`Total${rupees.format(rate * booking.multiplier)}`);
  await expect(details.getByRole('region', { name: 'Service Provider' })).toContainText(booking.provider);
  await expect(details.getByTestId('clash-warning')).toContainText(warning);
  await expect(details.getByRole('region', { name: 'Status History' })).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();

  // Update Status says it again once Confirmed is chosen; the admin thinks better of it.
  await row.getByRole('button', { name: 'Update Status' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Status' });
  await expect(dialog.getByTestId('clash-warning')).toHaveCount(0);
  await chooseStatus(page, 'Confirmed');
  await expect(dialog.getByTestId('clash-warning')).toContainText(warning);
  await expect(dialog.getByRole('button', { name: 'Update Status' })).toBeEnabled();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(problems).toEqual([]);
});
