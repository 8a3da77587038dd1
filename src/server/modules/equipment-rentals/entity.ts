import { rentalContract } from '../../../shared/contract/equipment-rentals';
import { messages } from '../../../shared/messages';
import { equipmentRentals, rentalStatusHistory } from '../../db/schema';
import { withCalendar } from '../../entity/calendarRoutes';
import { statusEntity } from '../../entity/statusEntity';
import { notFound } from '../../errors';
import { checklistTemplateOf, handoverOf } from '../rental-handovers/read';
import { rentalCalendar } from './calendar';
import { clashOf } from './clash';
import { guardConfirmation } from './confirm';
import { handedOverRefusal } from './handedOver';
import { rentalsQuery, toRental } from './records';

const r = messages.rental;

/** Spec §7 Rentals (ADMIN), and a rental's details with its history, clash figures and handover (issue 29). */
export const equipmentRentalEntity = withCalendar(
  statusEntity(rentalContract)({
    access: { manage: ['ADMIN'] },
    tables: { records: equipmentRentals, history: rentalStatusHistory },
    query: rentalsQuery,
    toRecord: toRental,
    detailsOf: async (db, rental) => {
      const [clash, handover, checklistTemplate] = await Promise.all([
        clashOf(db, rental.id),
        handoverOf(db, rental.id),
        checklistTemplateOf(db, rental.id),
      ]);
      if (!clash) throw notFound(messages.rental.notFound);
      const { days: _days, qty: _qty, ...figures } = clash;
      return { clash: figures, handover, checklistTemplate };
    },
    guard: { to: ['CONFIRMED'], check: guardConfirmation },
    refusalOf: handedOverRefusal,
    texts: { updated: messages.rental.updated, notFound: messages.rental.notFound },
    activity: { entity: 'equipment-rentals' },
    // Spec §2 Rentals' columns, a cell a value (the slot as its date and time).
    export: {
      columns: [
        { key: 'id', header: r.columnId, value: (rental) => rental.id },
        { key: 'equipment', header: r.columnEquipment, value: (rental) => rental.equipment.name },
        { key: 'customer', header: r.columnCustomer, value: (rental) => rental.customer.user.name },
        { key: 'mobile', header: messages.exports.mobile, value: (rental) => rental.customer.user.mobile },
        { key: 'dateTime', header: r.columnDateTime, value: (rental) => `${rental.date} ${rental.fromTime}` },
        { key: 'qty', header: r.columnQuantity, value: (rental) => rental.qty },
        { key: 'unitName', header: r.columnUnit, value: (rental) => rental.unitName },
        { key: 'multiplier', header: r.columnMultiplier, value: (rental) => rental.multiplier },
        { key: 'rate', header: r.columnRate, value: (rental) => rental.equipment.dailyRate },
        { key: 'total', header: messages.booking.columnTotal, value: (rental) => rental.total },
        { key: 'status', header: r.columnStatus, value: (rental) => rental.status },
      ],
    },
    summaries: {
      list: 'A page of rentals (page from 0), newest first, optionally of one status, with the counters of every status',
      update:
        'Set a rental to PENDING, CONFIRMED or CANCELLED; the counters and the status history follow. Refused (409) when a confirmation would over-book its equipment, and once the rental is handed over: its status then follows the handover',
      details:
        'One rental with its status history, oldest first, and the units of its equipment other confirmed rentals hold that day',
    },
  }),
  rentalCalendar,
);
