import { z } from 'zod';
import { DEMO_ACCOUNTS } from '../../src/server/seed/accounts';
import { BOOKING_STATUSES, ORDER_STATUSES, RENTAL_UPDATE_STATUSES } from '../../src/shared/constants';
import { tokenResponseSchema } from '../../src/shared/contract/auth';
import { rentalContract } from '../../src/shared/contract/equipment-rentals';
import { bookingContract } from '../../src/shared/contract/service-bookings';
import { type Answer, send } from '../bench/http';

export type Headers = Record<string, string>;
export interface Session {
  ADMIN: Headers;
  VENDOR: Headers;
}

/** The records whose status the run changes, and how the API writes and reads each kind. */
export const STATUS_KINDS = {
  order: {
    role: 'VENDOR',
    list: '/order/all-vendor-orders',
    update: '/order/update-order',
    details: '/order/order-details',
    idKey: 'orderId',
    statuses: ORDER_STATUSES,
  },
  rental: {
    role: 'ADMIN',
    list: `${rentalContract.base}${rentalContract.paths.list}`,
    update: `${rentalContract.base}${rentalContract.paths.update}`,
    details: `${rentalContract.base}${rentalContract.paths.details}`,
    idKey: 'rentalId',
    statuses: RENTAL_UPDATE_STATUSES,
  },
  booking: {
    role: 'ADMIN',
    list: `${bookingContract.base}${bookingContract.paths.list}`,
    update: `${bookingContract.base}${bookingContract.paths.update}`,
    details: `${bookingContract.base}${bookingContract.paths.details}`,
    idKey: 'bookingId',
    statuses: BOOKING_STATUSES,
  },
} as const;
export type StatusKind = keyof typeof STATUS_KINDS;
export const STATUS_KIND_NAMES = Object.keys(STATUS_KINDS) as StatusKind[];
export const isStatusKind = (kind: string): kind is StatusKind => kind in STATUS_KINDS;

/** What the run reads of a record: its id and status (the whole record is checked by the API's own tests). */
const statusRecordSchema = z.object({ id: z.string(), status: z.string() });
export type StatusRecord = z.infer<typeof statusRecordSchema>;

export const post = (base: string, path: string, headers: Headers, body: unknown): Promise<Answer> =>
  send({ method: 'POST', url: `${base}${path}`, headers, body });

async function signIn(base: string, role: keyof Session): Promise<Headers> {
  const account = DEMO_ACCOUNTS.find((a) => a.role === role);
  if (!account) throw new Error(`no demo ${role}`);
  const answer = await post(base, '/auth/login', {}, { email: account.email, password: account.password });
  if (answer.status !== 200) throw new Error(`sign-in as ${account.email}: ${answer.status} ${answer.text()}`);
  return { authorization: `Bearer ${tokenResponseSchema.parse(JSON.parse(answer.text())).token}` };
}

export async function signInBoth(base: string): Promise<Session> {
  return { ADMIN: await signIn(base, 'ADMIN'), VENDOR: await signIn(base, 'VENDOR') };
}

/** The first 50 records of a kind (the demo vendor's orders; every rental and booking). */
export async function firstRecords(base: string, session: Session, kind: StatusKind): Promise<StatusRecord[]> {
  const spec = STATUS_KINDS[kind];
  const answer = await post(base, spec.list, session[spec.role], { pageNumber: 0, pageSize: 50 });
  if (answer.status !== 200) throw new Error(`${spec.list}: ${answer.status} ${answer.text()}`);
  return z.object({ data: z.array(statusRecordSchema) }).parse(JSON.parse(answer.text())).data;
}

/** A record's status as the API reads it now. */
export async function statusOf(base: string, session: Session, kind: StatusKind, id: string): Promise<string> {
  const spec = STATUS_KINDS[kind];
  const answer = await post(base, spec.details, session[spec.role], { [spec.idKey]: id });
  if (answer.status !== 200) throw new Error(`${spec.details} ${id}: ${answer.status} ${answer.text()}`);
  return z.object({ data: statusRecordSchema }).parse(JSON.parse(answer.text())).data.status;
}
