import type { RentalListBody, RentalListQuery, RentalListResponse } from '../../../shared/contract/equipment-rentals';
import type { Db } from '../../db/client';
import { equipmentRentals } from '../../db/schema';
import { statusList } from '../../db/statusPages';
import { rentalsQuery, toRental } from './records';

const RENTALS = {
  name: 'rentals',
  counted: 'equipment_rentals',
  table: equipmentRentals,
  query: rentalsQuery,
  toRecord: toRental,
  counters: {
    allRentalOrders: 'all',
    pendingRentalOrders: 'PENDING',
    confirmedRentalOrders: 'CONFIRMED',
    cancelledRentalOrders: 'CANCELLED',
  },
} as const;

/** POST /equipment-rentals/get-all-rental-orders: a page of rentals and the cards' counters. */
export const listRentals = (db: Db, body: RentalListBody, query: RentalListQuery): Promise<RentalListResponse> =>
  statusList(db, RENTALS, body, query.status);
