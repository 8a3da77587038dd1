import { z } from 'zod';
import { dataResponse, recordResponse } from './common';
import {
  dayFilterSchema,
  pageInfoSchema,
  statusChangeOf,
  statusFilterOf,
  type ZeroBasedPage,
  zeroBasedPageFields,
} from './statusLists';

type IdShape<IdKey extends string> = { [K in IdKey]: z.ZodUUID };
type CounterShape<Counter extends string> = { [K in Counter]: z.ZodNumber };

/**
 * The calls of a record with a status and its history (spec §7 Rentals, Service bookings): a page
 * (from 0) with a counter per status, the status update, and the details beyond the spec (the
 * history and what the entity adds, such as clashes). Both the server's routes and the admin's
 * calls are built from it; the entities differ only in what they declare here.
 */
export function statusContract<
  Shape extends z.ZodRawShape,
  Status extends z.ZodType<string>,
  UpdateStatus extends z.ZodType<string>,
  IdKey extends string,
  Counter extends string,
  Details extends z.ZodRawShape,
>(spec: {
  base: string;
  paths: { list: string; update: string; details: string };
  /** The body field naming the record ('rentalId'), and its message when it is no id. */
  idKey: IdKey;
  invalidId: string;
  /** The statuses a record carries; `filter` is what the list's query takes (these unless given). */
  status: Status;
  filter?: z.ZodType<string>;
  /** What the update takes (spec §4). */
  updateStatus: UpdateStatus;
  record: z.ZodObject<Shape>;
  /** Each counter of the list's answer (spec §7's names), with the status it counts or 'all'. */
  counters: Record<Counter, string>;
  /** What the details answer beside the record and its history. */
  details: Details;
}) {
  const { base, paths, idKey, record, counters, updateStatus } = spec;
  const filter = spec.filter ?? spec.status;
  const id = z.uuid({ error: spec.invalidId });
  const idBody = z.object({ [idKey]: id } as IdShape<IdKey>);
  const statusChange = statusChangeOf(spec.status);
  const counterShape = Object.fromEntries(Object.keys(counters).map((name) => [name, z.number().int()]));
  const details = record.extend({ history: z.array(statusChange), ...spec.details });
  return {
    base,
    paths,
    idKey,
    counters,
    record,
    filter,
    updateStatus,
    listBody: z.object(zeroBasedPageFields),
    // Beyond the spec: the rows whose span starts or ends on a day (the admin dashboard's links).
    listQuery: z.object({ status: statusFilterOf(filter), startsOn: dayFilterSchema, endsOn: dayFilterSchema }),
    listResponse: z.object({
      data: z.array(record),
      pagination: pageInfoSchema,
      ...(counterShape as CounterShape<Counter>),
    }),
    updateBody: idBody.extend({ status: updateStatus }),
    idBody,
    statusChange,
    details,
    detailsResponse: dataResponse(details),
    updated: recordResponse(record),
  };
}

/** A status list's filters: one status, the day its rows start on, the day they end on. */
export interface StatusListQuery {
  status?: string | undefined;
  startsOn?: string | undefined;
  endsOn?: string | undefined;
}

/** What `statusContract` makes, as code serving or calling any status entity reads it. */
export interface StatusContract {
  base: string;
  paths: { list: string; update: string; details: string };
  /** The body field naming the record in the details and update calls: 'rentalId'. */
  idKey: string;
  counters: Record<string, string>;
  record: z.ZodObject<{ id: z.ZodString; status: z.ZodType<string> }>;
  /** The statuses the list's filter takes. */
  filter: z.ZodType<string>;
  /** The values the update takes (spec §4); its own message refuses any other. */
  updateStatus: z.ZodType<string>;
  listBody: z.ZodType<ZeroBasedPage>;
  listQuery: z.ZodType<StatusListQuery>;
  listResponse: z.ZodObject<{ data: z.ZodType; pagination: typeof pageInfoSchema }>;
  updateBody: z.ZodType<{ status: string }>;
  idBody: z.ZodType<Record<string, string>>;
  statusChange: z.ZodType;
  /** The record the details call answers in `{ data }`: the row, its history and more. */
  details: z.ZodObject<{ id: z.ZodString }>;
  detailsResponse: z.ZodType<{ data: { id: string } }>;
  /** The update's `{ message, data: record }`. */
  updated: z.ZodType<{ message: string; data: { id: string } }>;
}
