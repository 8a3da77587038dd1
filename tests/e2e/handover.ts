import { expect, type Locator, type Page } from '@playwright/test';
import { withDatabase } from './helpers';

/** A CONFIRMED rental ready to hand over, where its reports start and when it is due back. */
export interface RentalToHandOver {
  id: string;
  /** Its start, the yard's local date and time: the pickup's. */
  date: string;
  time: string;
  /** Three hours past its end: a late return. */
  lateDate: string;
  lateTime: string;
  /** The day before its start: a return before the pickup. */
  dayBefore: string;
  /** Its category's first checklist item. */
  firstItem: string;
}

/**
 * The newest CONFIRMED rental not handed over whose equipment's category meters hours and has a
 * checklist, made the newest rental of all (its created_at now), so it heads the Rentals list
 * whatever the filter; its status stays, so the counters stay right.
 */
export const rentalToHandOver = () =>
  withDatabase(async (client): Promise<RentalToHandOver> => {
    const { rows } = await client.query<RentalToHandOver>(`
      WITH chosen AS (
        SELECT r.id FROM equipment_rentals r
        JOIN equipment e ON e.id = r.equipment_id
        JOIN equipment_categories c ON c.id = e.category_id
        WHERE r.status = 'CONFIRMED' AND c.meter_kind = 'hours' AND jsonb_array_length(c.checklist) > 0
          AND NOT EXISTS (SELECT 1 FROM rental_handovers h WHERE h.rental_id = r.id)
        ORDER BY r.created_at DESC, r.id DESC LIMIT 1
      ), moved AS (
        UPDATE equipment_rentals r SET created_at = now() FROM chosen WHERE r.id = chosen.id
        RETURNING r.id, r.starts_at, r.ends_at, r.equipment_id
      )
      SELECT m.id, to_char(m.starts_at, 'YYYY-MM-DD') AS date, to_char(m.starts_at, 'HH24:MI') AS time,
        to_char(m.ends_at + interval '3 hours', 'YYYY-MM-DD') AS "lateDate",
        to_char(m.ends_at + interval '3 hours', 'HH24:MI') AS "lateTime",
        to_char(m.starts_at - interval '1 day', 'YYYY-MM-DD') AS "dayBefore",
        c.checklist->>0 AS "firstItem"
      FROM moved m JOIN equipment e ON e.id = m.equipment_id JOIN equipment_categories c ON c.id = e.category_id
    `);
    const rental = rows[0];
    if (!rental) throw new Error('the seed has no CONFIRMED rental of metered equipment left to hand over');
    return rental;
  });

/** Opens the Rentals screen (all statuses, newest first) and the details of the rental heading it. */
export async function openRentalDetails(page: Page, rentalId: string): Promise<Locator> {
  await page.getByTestId('main-menu').getByRole('link', { name: 'Rentals' }).click();
  const row = page.locator('tbody').getByRole('row').first();
  await expect(row.getByTitle(rentalId, { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: 'Rental Details' });
  await expect(details.getByTestId('handover')).toBeVisible();
  return details;
}

/** Fills a report dialog's date and time (native inputs take YYYY-MM-DD and HH:MM). */
export async function fillWhen(dialog: Locator, date: string, time: string) {
  await dialog.getByLabel(/^Date/).fill(date);
  await dialog.getByLabel(/^Time/).fill(time);
}
