import { type Rental, rentalContract } from '../../../src/shared/contract/equipment-rentals';
import { messages } from '../../../src/shared/messages';
import { statusRecordsApi } from './statusRecordsApi';

const jcb: Rental['equipment'] = {
  id: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  name: 'JCB Backhoe Loader',
  description: 'Backhoe loader with operator for digging, trenching and loading.',
  imageUrl: '/uploads/6b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e.png',
  dailyRate: 1200,
  unitName: 'hour',
  stock: 4,
  turnaroundDays: 0,
};
const mixer: Rental['equipment'] = {
  id: '7c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
  name: 'Concrete Mixer (1 Bag)',
  description: null,
  imageUrl: null,
  dailyRate: 1500,
  unitName: 'day',
  stock: 12,
  turnaroundDays: 0,
};

/** Pending: 2 of the 4 JCBs on 24 Nov 2026, while Meena's confirmed rental holds 3 of them. */
export const ravisRental: Rental = {
  id: '8d1f3a2b-4c5e-4f6a-9b7c-1e2d3f4a5b6c',
  status: 'PENDING',
  createdAt: '2026-11-20T06:30:00.000Z',
  date: '2026-11-24',
  fromTime: '14:30:00',
  qty: 2,
  unitName: 'hour',
  multiplier: 3,
  total: 7200,
  handoverStage: null,
  equipment: jcb,
  customer: { user: { name: 'Ravi Kumar', mobile: '9876543210' } },
};

export const meenasRental: Rental = {
  id: '9e2a4b3c-5d6f-4a7b-8c9d-2f3e4a5b6c7d',
  status: 'CONFIRMED',
  createdAt: '2026-11-19T06:30:00.000Z',
  date: '2026-11-24',
  fromTime: '09:00:00',
  qty: 3,
  unitName: 'hour',
  multiplier: 1,
  total: 3600,
  handoverStage: null,
  equipment: jcb,
  customer: { user: { name: 'Meena Iyer', mobile: null } },
};

/** Completed, on a mixer of which none is otherwise confirmed that day. */
export const arjunsRental: Rental = {
  id: 'a0b1c2d3-e4f5-4a6b-8c7d-5e6f7a8b9c0d',
  status: 'COMPLETED',
  createdAt: '2026-09-28T06:30:00.000Z',
  date: '2026-10-02',
  fromTime: '08:00:00',
  qty: 1,
  unitName: 'day',
  multiplier: 2,
  total: 3000,
  handoverStage: null,
  equipment: mixer,
  customer: { user: { name: 'Arjun Rao', mobile: '9123456780' } },
};

/**
 * A fake rentals API (spec §7 Rentals): the clash figures are the units of the same equipment
 * the other CONFIRMED rentals hold on the same day.
 */
export const rentalsApi = statusRecordsApi<Rental>({
  rows: [ravisRental, meenasRental, arjunsRental],
  contract: rentalContract,
  messages: messages.rental,
  clashesWith: (rental, other) => other.equipment.id === rental.equipment.id && other.date === rental.date,
  clashOf: ({ equipment, qty, date }, clashing) => {
    const confirmedUnits = clashing.reduce((sum, other) => sum + other.qty, 0);
    // The server's days of the rental's span past the stock; these fixtures' spans stay on their day.
    const overStockDays = confirmedUnits + qty > equipment.stock ? [date] : [];
    return {
      clash: { confirmedUnits, confirmedRentals: clashing.length, stock: equipment.stock, overStockDays },
      // Issue 29: none of these rentals has been picked up; their equipment has no category.
      handover: null,
      checklistTemplate: { category: null, checklist: [], meterKind: 'none' as const },
    };
  },
});
