import { rentalContract } from '../../../shared/contract/equipment-rentals';
import { messages } from '../../../shared/messages';
import { equipmentRentals, rentalStatusHistory } from '../../db/schema';
import { statusEntity } from '../../entity/statusEntity';
import { clashOf } from './clash';
import { rentalsQuery, toRental } from './records';

/** Spec §7 Rentals (ADMIN), and a rental's details with its history and clash figures. */
export const equipmentRentalEntity = statusEntity(rentalContract)({
  access: { manage: ['ADMIN'] },
  tables: { records: equipmentRentals, history: rentalStatusHistory },
  query: rentalsQuery,
  toRecord: toRental,
  detailsOf: async (db, rental) => ({ clash: await clashOf(db, rental) }),
  texts: { updated: messages.rental.updated, notFound: messages.rental.notFound },
  activity: { entity: 'equipment-rentals' },
  summaries: {
    list: 'A page of rentals (page from 0), newest first, optionally of one status, with the counters of every status',
    update: 'Set a rental to PENDING, CONFIRMED or CANCELLED; the counters and the status history follow',
    details:
      'One rental with its status history, oldest first, and the units of its equipment other confirmed rentals hold that day',
  },
});
