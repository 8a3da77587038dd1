import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorResponses } from '../../../shared/contract/common';
import {
  HANDOVER_PATHS,
  type Handover,
  handoverResponseSchema,
  pickupBodySchema,
  returnBodySchema,
  settleBodySchema,
} from '../../../shared/contract/rental-handovers';
import { messages } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { type Actor, actorOf } from '../activity/record';
import { recordReturn } from './giveBack';
import { recordPickup } from './pickup';
import { settleDeposit } from './settle';

const m = messages.handover;

/** One step's call: its path, body, toast, what it does, and the API reference's line. */
interface Step<Body extends z.ZodType> {
  path: string;
  body: Body;
  done: string;
  run: (db: Db, by: Actor, body: z.output<Body>) => Promise<Handover>;
  summary: string;
}
const step = <Body extends z.ZodType>(declared: Step<Body>) => declared;

const STEPS = [
  step({
    path: HANDOVER_PATHS.pickup,
    body: pickupBodySchema,
    done: m.recorded,
    run: recordPickup,
    summary:
      "Record a CONFIRMED rental's pickup: its condition (the category's checklist, notes, meter, up to 6 uploaded photos) and the deposit held, in paise",
  }),
  step({
    path: HANDOVER_PATHS.return,
    body: returnBodySchema,
    done: m.returned,
    run: recordReturn,
    summary:
      "Record a picked-up rental's return: its condition, damage, the charges (late units, meter hours, damage, in paise); the rental becomes COMPLETED",
  }),
  step({
    path: HANDOVER_PATHS.settle,
    body: settleBodySchema,
    done: m.settled,
    run: settleDeposit,
    summary:
      "Settle a returned rental's deposit once: refund it whole (nothing withheld) or withhold part with a reason and refund the rest",
  }),
];

/**
 * Issue 29's handover of a rental (ADMIN), under /equipment-rentals: pickup, return and the
 * deposit's settlement, each one transaction, refused with 409 when out of order.
 */
export const handoverRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  for (const { path, body, done, run, summary } of STEPS) {
    app.post(path, {
      config: { access: ['ADMIN'] },
      schema: {
        tags: ['equipment-rentals'],
        security: [{ bearerAuth: [] }],
        summary,
        body,
        response: { 200: handoverResponseSchema, ...errorResponses },
      },
      // The type provider cannot follow a body schema through the loop; each was validated by it.
      handler: async (request) => ({
        message: done,
        data: await (run as Step<z.ZodType>['run'])(deps.db, actorOf(request), request.body),
      }),
    });
  }
};
