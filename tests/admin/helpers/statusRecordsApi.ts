import type { FakeHandler } from './fakeApi';

/** A record of a server-paged status list (a rental, a booking). */
interface StatusRow {
  id: string;
  status: string;
}

/** What the fake reads of a status contract (src/shared/contract/statusContract.ts). */
export interface StatusCalls {
  base: string;
  paths: { list: string; details: string; update: string };
  /** The body field naming the record: 'rentalId'. */
  idKey: string;
  /** The answer's counters: each counter's status, or 'all'. */
  counters: Readonly<Record<string, string>>;
}

export interface StatusRecordsFake<Row extends StatusRow> {
  contract: StatusCalls;
  /** The rows it starts with unless given others. */
  rows: readonly Row[];
  /** Whether `other`, another CONFIRMED record, holds what `row` needs (the same slot of the same thing). */
  clashesWith: (row: Row, other: Row) => boolean;
  /** What the details add besides the history, from the CONFIRMED records `row` clashes with. */
  clashOf: (row: Row, clashing: readonly Row[]) => Record<string, unknown>;
  /** The resource's messages: the update's success and the 404. */
  messages: { updated: string; notFound: string };
}

/** 'POST /equipment-rentals/get-all-rental-orders' ... : each call of a status contract, as the fake API routes it. */
export const statusRoutes = ({ base, paths }: StatusCalls) => ({
  list: `POST ${base}${paths.list}`,
  details: `POST ${base}${paths.details}`,
  update: `POST ${base}${paths.update}`,
});

interface Page {
  pageNumber?: number;
  pageSize?: number;
}

/**
 * A fake API of a status list (spec §7 Rentals, Service bookings) that pages like the server
 * (pageNumber from 0, the status in the query), counts every status, answers the details with
 * the history and clash figures, and keeps status updates and their history.
 */
export const statusRecordsApi =
  <Row extends StatusRow>(fake: StatusRecordsFake<Row>) =>
  (initial: readonly Row[] = fake.rows): Record<string, FakeHandler> => {
    let rows = [...initial];
    const history = new Map<string, unknown[]>();
    const { idKey, counters } = fake.contract;
    const routes = statusRoutes(fake.contract);
    const idOf = (body: unknown) => String((body as Record<string, unknown>)[idKey]);

    return {
      [routes.list]: ({ body, params }) => {
        const { pageNumber = 0, pageSize = 10 } = body as Page;
        const matching = rows.filter((row) => params.status === undefined || row.status === params.status);
        const counted = Object.fromEntries(
          Object.entries(counters).map(([counter, status]) => [
            counter,
            rows.filter((row) => status === 'all' || row.status === status).length,
          ]),
        );
        return [
          200,
          {
            data: matching.slice(pageNumber * pageSize, (pageNumber + 1) * pageSize),
            pagination: {
              pageNumber,
              pageSize,
              totalRows: matching.length,
              totalPages: Math.ceil(matching.length / pageSize),
            },
            ...counted,
          },
        ];
      },
      [routes.details]: ({ body }) => {
        const row = rows.find(({ id }) => id === idOf(body));
        if (!row) return [404, { message: fake.messages.notFound }];
        const clashing = rows.filter(
          (other) => other.id !== row.id && other.status === 'CONFIRMED' && fake.clashesWith(row, other),
        );
        return [200, { data: { ...row, history: history.get(row.id) ?? [], ...fake.clashOf(row, clashing) } }];
      },
      [routes.update]: ({ body }) => {
        const { status } = body as { status: string };
        const before = rows.find(({ id }) => id === idOf(body));
        if (!before) return [404, { message: fake.messages.notFound }];
        const updated: Row = { ...before, status };
        rows = rows.map((row) => (row.id === before.id ? updated : row));
        history.set(before.id, [
          ...(history.get(before.id) ?? []),
          {
            id: crypto.randomUUID(),
            from: before.status,
            to: status,
            by: { name: 'Asha Admin' },
            at: '2026-11-21T05:15:00.000Z',
          },
        ]);
        return [200, { message: fake.messages.updated, data: updated }];
      },
    };
  };

/** `count` copies of `row` with ids 00000000-…-000000000001 … and customers Customer 1 …, for paging. */
export const manyOf = <Row extends StatusRow & { customer: { user: { name: string; mobile: string | null } } }>(
  row: Row,
  count: number,
): Row[] =>
  Array.from({ length: count }, (_, index) => ({
    ...row,
    id: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
    customer: { user: { name: `Customer ${index + 1}`, mobile: null } },
  }));
