import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { calendarContract } from '../../shared/contract/calendar';
import { errorResponses } from '../../shared/contract/common';
import type { ZeroBasedPage } from '../../shared/contract/statusLists';
import type { Db } from '../db/client';
import { type CalendarOwners, calendarRows, heldOnDay, ownerExists } from '../db/heldCalendar';
import type { PeakStatus } from '../db/heldPeaks';
import type { HeldReader } from '../db/heldSpans';
import { notFound } from '../errors';
import { type Entity, tagOf } from './entity';

/** A kind's calendar calls (`calendarContract`), as the routes read them whatever its owner. */
interface CalendarContract {
  paths: ReturnType<typeof calendarContract>['paths'];
  ownerKey: string;
  timelineBody: z.ZodType;
  timeline: z.ZodType;
  ownerBody: z.ZodType;
  ownerDays: z.ZodType;
  dayBody: z.ZodType;
  day: z.ZodType;
}
/** What a calendar row shows of its owner: checked by the contract's owner schema when sent. */
type Owner = Record<string, unknown>;

/** A kind's calendar (issue 29): its calls, its held rule, its owners, its records by id, its texts. */
export interface CalendarSpec<Rec extends { id: string }> {
  contract: CalendarContract;
  reader: HeldReader<PeakStatus>;
  owners: CalendarOwners;
  /** The records of these ids, in the kind's record shape. */
  records: (db: Db, ids: string[]) => Promise<Rec[]>;
  /** The answer for an unknown owner. */
  ownerNotFound: string;
  summaries: { timeline: string; owner: string; day: string };
}

const security = [{ bearerAuth: [] }];

/**
 * A status entity with its calendar's calls beside its own, under its base and with its access.
 * The type provider cannot resolve a generic contract's types: each body was validated by its
 * schema, and each answer is checked by its response schema when sent.
 */
export function withCalendar<Rec extends { id: string }>(entity: Entity, spec: CalendarSpec<Rec>): Entity {
  const { contract, reader, owners, summaries } = spec;
  const ownerIdOf = (body: unknown) => (body as Record<string, string>)[contract.ownerKey] as string;
  const calendar: FastifyPluginAsyncZod = async (app) => {
    const { db } = app.deps;
    const tags = [tagOf(entity.base)];
    const config = { access: entity.access.manage };
    const route = { tags, security, config };

    app.post(contract.paths.timeline, {
      config,
      schema: {
        ...route,
        summary: summaries.timeline,
        body: contract.timelineBody,
        response: { 200: contract.timeline, ...errorResponses },
      },
      handler: async (request) => {
        const body = request.body as ZeroBasedPage & { from: string; to: string };
        const { rows, total } = await calendarRows<Owner>(db, reader, owners, { page: body }, body);
        const pageInfo = {
          pageNumber: body.pageNumber,
          pageSize: body.pageSize,
          totalRows: total,
          totalPages: Math.ceil(total / body.pageSize),
        };
        return { data: rows, pageInfo };
      },
    });

    app.post(contract.paths.owner, {
      config,
      schema: {
        ...route,
        summary: summaries.owner,
        body: contract.ownerBody,
        response: { 200: contract.ownerDays, ...errorResponses },
      },
      handler: async (request) => {
        const body = request.body as { from: string; to: string };
        const { rows } = await calendarRows<Owner>(db, reader, owners, { ids: [ownerIdOf(body)] }, body);
        if (!rows[0]) throw notFound(spec.ownerNotFound);
        return { data: rows[0] };
      },
    });

    app.post(contract.paths.day, {
      config,
      schema: {
        ...route,
        summary: summaries.day,
        body: contract.dayBody,
        response: { 200: contract.day, ...errorResponses },
      },
      handler: async (request) => {
        const ownerId = ownerIdOf(request.body);
        if (!(await ownerExists(db, owners, ownerId))) throw notFound(spec.ownerNotFound);
        const held = await heldOnDay(db, reader, ownerId, (request.body as { date: string }).date);
        const records = new Map((await spec.records(db, [...held.keys()])).map((record) => [record.id, record]));
        // In the order they start holding; a record deleted meanwhile is left out.
        const data = [...held].flatMap(([id, span]) => {
          const record = records.get(id);
          return record ? [{ ...record, ...span }] : [];
        });
        return { data };
      },
    });
  };
  return {
    ...entity,
    routes: async (app, options) => {
      await entity.routes(app, options);
      await calendar(app, options);
    },
  };
}
