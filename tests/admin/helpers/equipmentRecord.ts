import type { Equipment } from '../../../src/shared/contract/equipment';

/** An equipment as the API answers it: available, one in stock, ₹100 a day, unless overridden. */
export const equipmentRecord = (fields: Pick<Equipment, 'id' | 'name'> & Partial<Equipment>): Equipment => ({
  description: null,
  imageUrl: null,
  dailyRate: 100,
  unitName: 'day',
  status: 'Available',
  information: [],
  stock: 1,
  categoryId: null,
  turnaroundDays: 0,
  ...fields,
});
