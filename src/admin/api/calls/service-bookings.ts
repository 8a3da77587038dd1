import { bookingContract } from '../../../shared/contract/service-bookings';
import { statusRecordCalls } from './statusLists';

/**
 * Spec §7 Service bookings: a page of bookings with the cards' counters (status in the query),
 * the status of one; and (beyond the spec) one booking's details with its history and clashes.
 */
export const serviceBookingCalls = statusRecordCalls(bookingContract);
