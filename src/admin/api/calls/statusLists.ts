import type { GetListParams, GetListResult, Identifier, RaRecord, UpdateParams } from 'react-admin';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '../../../shared/constants';
import { dataResponse } from '../../../shared/contract/common';
import type { StatusContract } from '../../../shared/contract/statusContract';
import type { PageInfo, ZeroBasedPage } from '../../../shared/contract/statusLists';
import type { Endpoints, ListCall } from './call';
import { postCall } from './writeCalls';

/**
 * react-admin's page counts from 1; the API's from 0 (spec §9). The size goes as react-admin
 * gives it, any number: the server judges it (10, 20 or 50), not the contract's type.
 */
export const pageOf = ({ pagination }: GetListParams): Record<keyof ZeroBasedPage, number> => ({
  pageNumber: (pagination?.page ?? 1) - 1,
  pageSize: pagination?.perPage ?? DEFAULT_PAGE_SIZE,
});

/**
 * Spec §4 "An unknown status is shown with the PENDING appearance": a row or details are read
 * with whatever status they carry rather than refused, and the badge shows it.
 */
export const anyStatus = <Shape extends z.ZodRawShape>(record: z.ZodObject<Shape>) =>
  record.extend({ status: z.string() });

/** A list's status filter from the list's filter; anything else (a hand-edited address) lists every status. */
export const statusFilterFrom = <Status extends string>(statuses: z.ZodType<Status>) => {
  const filter = statuses.optional().catch(undefined);
  return ({ filter: values }: GetListParams): Status | undefined => filter.parse(values?.status);
};

/** A list's day filter (beyond the spec: the dashboard's links) from the list's filter; anything but a date is none. */
export const dayFilterFrom = (key: string) => {
  const day = z.iso.date().optional().catch(undefined);
  return ({ filter: values }: GetListParams): string | undefined => day.parse(values?.[key]);
};

const startsOn = dayFilterFrom('startsOn');
const endsOn = dayFilterFrom('endsOn');

export interface CountedListOptions {
  /** The list's path: '/equipment-rentals/get-all-rental-orders'. */
  path: string;
  /** The statuses the query's filter takes. */
  statuses: z.ZodType<string>;
  /** The answer: a page of rows, where it stands, and the cards' counters beside them. */
  response: z.ZodType<{ data: RaRecord[]; pagination: PageInfo }>;
}

/**
 * Spec §7 Rentals and Service bookings: a POST whose body is the page (from 0) and whose query
 * is the optional status; the answer's matching rows make react-admin's total, and its
 * counters travel in `meta` for the summary cards.
 */
export const countedListCall = ({ path, statuses, response }: CountedListOptions): ListCall => {
  const status = statusFilterFrom(statuses);
  return {
    method: 'POST',
    path,
    paging: 'server',
    query: (params) => ({ status: status(params), startsOn: startsOn(params), endsOn: endsOn(params) }),
    body: pageOf,
    read: (body): GetListResult<RaRecord> => {
      const { data, pagination, ...counters } = response.parse(body);
      return { data, total: pagination.totalRows, meta: { ...counters, totalPages: pagination.totalPages } };
    },
  };
};

/**
 * The calls of a server-paged record with a status (spec §7 Rentals, Service bookings), from its
 * shared contract: the counted list, the details (beyond the spec: history and clashes) and the
 * status update. Rows and details are read with any status (see `anyStatus`).
 */
export const statusRecordCalls = ({
  base,
  paths,
  idKey,
  filter,
  updateStatus,
  record,
  listResponse,
  details,
  updated,
}: StatusContract): Endpoints => {
  const detailsResponse = dataResponse(anyStatus(details));
  const named = ({ id }: { id: Identifier }) => ({ [idKey]: String(id) });
  return {
    getList: countedListCall({
      path: `${base}${paths.list}`,
      statuses: filter,
      response: listResponse.extend({ data: z.array(anyStatus(record)) }),
    }),
    getOne: postCall(`${base}${paths.details}`, named, (body) => detailsResponse.parse(body).data),
    update: postCall<UpdateParams, RaRecord>(
      `${base}${paths.update}`,
      (params) => ({ ...named(params), status: updateStatus.parse(params.data.status) }),
      (body) => updated.parse(body).data,
    ),
  };
};
