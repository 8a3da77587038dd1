import { rentalCallPaths, rentalCallSchemas } from '../../../shared/contract/equipment-rentals';
import { messages } from '../../../shared/messages';
import { statusRoutes } from '../../status/statusRoutes';
import { rentalDetails } from './details';
import { listRentals } from './list';
import { updateRentalStatus } from './update';

/** Spec §7 Rentals (ADMIN), and a rental's details with its history and clash figures. */
export const equipmentRentalRoutes = statusRoutes({
  tag: 'equipment-rentals',
  paths: rentalCallPaths.paths,
  schemas: rentalCallSchemas,
  summaries: {
    list: 'A page of rentals (page from 0), newest first, optionally of one status, with the counters of every status',
    update: 'Set a rental to PENDING, CONFIRMED or CANCELLED; the counters and the status history follow',
    details:
      'One rental with its status history, oldest first, and the units of its equipment other confirmed rentals hold that day',
  },
  list: listRentals,
  update: updateRentalStatus,
  details: (db, body) => rentalDetails(db, body.rentalId),
  updated: messages.rental.updated,
});
