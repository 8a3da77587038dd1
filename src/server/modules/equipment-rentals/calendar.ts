import { inArray, sql } from 'drizzle-orm';
import { rentalCalendarContract } from '../../../shared/contract/equipment-rentals';
import { messages } from '../../../shared/messages';
import { equipmentRentals } from '../../db/schema';
import type { CalendarSpec } from '../../entity/calendarRoutes';
import { heldRentals } from './held';
import { rentalsQuery, toRental } from './records';

/** Issue 29: the rentals' calendar, equipments as its rows, their stock what a day may hold. */
export const rentalCalendar = {
  contract: rentalCalendarContract,
  reader: heldRentals,
  owners: {
    table: 'equipment',
    owner: sql`json_build_object('id', o.id, 'name', o.name, 'stock', o.stock, 'turnaroundDays', o.turnaround_days)`,
    capacity: sql`o.stock`,
  },
  records: async (db, ids) => (await rentalsQuery(db, inArray(equipmentRentals.id, ids))).map(toRental),
  ownerNotFound: messages.equipment.notFound,
  summaries: {
    timeline:
      'A page of equipments by name (page from 0), each with every day from `from` to `to` (at most 62): the most units CONFIRMED rentals (and returned ones, until their turnaround ends) hold at any moment of it, turnaround included, the same for PENDING ones apart, how many rentals hold it, and whether the stock is passed',
    owner: "One equipment's days from `from` to `to` (at most 62), as the timeline counts them",
    day: 'The CONFIRMED (or returned) and PENDING rentals holding one equipment on one day (turnaround included), in the order they start, each with its held span',
  },
} satisfies CalendarSpec<ReturnType<typeof toRental>>;
