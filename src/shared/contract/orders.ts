import { z } from 'zod';
import { ORDER_STATUSES } from '../constants';

/** Spec §4: an order's and an order item's status. */
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;
