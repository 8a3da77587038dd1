import type { RentalDetails } from '../../../src/shared/contract/equipment-rentals';
import { rentalContract } from '../../../src/shared/contract/equipment-rentals';
import {
  HANDOVER_PATHS,
  type Handover,
  type PickupBody,
  type ReturnBody,
  type SettleBody,
} from '../../../src/shared/contract/rental-handovers';
import { messages } from '../../../src/shared/messages';
import type { FakeHandler, FakeReply } from './fakeApi';
import { arjunsRental, meenasRental, ravisRental, rentalsApi } from './rentalsApi';
import { statusRoutes } from './statusRecordsApi';

const m = messages.handover;
const route = statusRoutes(rentalContract);
export const handoverRoutes = {
  pickup: `POST /equipment-rentals${HANDOVER_PATHS.pickup}`,
  return: `POST /equipment-rentals${HANDOVER_PATHS.return}`,
  settle: `POST /equipment-rentals${HANDOVER_PATHS.settle}`,
};

/** The JCB's category (issue 29): two checklist items and an hours meter. */
export const JCB_CHECKLIST = ['Bucket teeth', 'Tyres'];
const template: RentalDetails['checklistTemplate'] = {
  category: 'Earthmovers',
  checklist: JCB_CHECKLIST,
  meterKind: 'hours',
};

const report = (over: Partial<Handover['pickup']> = {}): Handover['pickup'] => ({
  date: '2026-11-24',
  time: '09:10',
  by: { name: 'Asha Admin' },
  checklist: JCB_CHECKLIST.map((item) => ({ item, ok: true, note: null })),
  notes: null,
  meterReading: 1200,
  photos: [],
  damageNotes: null,
  ...over,
});

/** An hour late at ₹1,200 an hour for 3 units, two meter hours already paid for, ₹1,500 of damage. */
const RETURNED_CHARGES: Handover['charges'] = {
  lateUnits: 1,
  lateUnit: 'hour',
  latePaise: 360_000,
  meterUsed: 2,
  meterPaise: 0,
  damagePaise: 150_000,
  totalPaise: 510_000,
};

/** Meena's rental at each stage: out with ₹5,000.50 held, returned an hour late with ₹1,500 damage (2 days' servicing), settled. */
export const stages: Record<'OUT' | 'RETURNED' | 'PARTLY_WITHHELD', Handover> = {
  OUT: {
    stage: 'OUT',
    meterKind: 'hours',
    pickup: report(),
    return: null,
    charges: null,
    extraTurnaroundDays: 0,
    deposit: { state: 'HELD', heldPaise: 500_050, withheldPaise: null, refundedPaise: null, reason: null },
    history: [],
  },
  RETURNED: {
    stage: 'RETURNED',
    meterKind: 'hours',
    pickup: report(),
    return: report({ time: '11:00', meterReading: 1202, damageNotes: 'Cracked tail light' }),
    charges: RETURNED_CHARGES,
    extraTurnaroundDays: 2,
    deposit: { state: 'HELD', heldPaise: 500_050, withheldPaise: null, refundedPaise: null, reason: null },
    history: [],
  },
  PARTLY_WITHHELD: {
    stage: 'PARTLY_WITHHELD',
    meterKind: 'hours',
    pickup: report(),
    return: report({ time: '11:00', meterReading: 1202, damageNotes: 'Cracked tail light' }),
    charges: RETURNED_CHARGES,
    extraTurnaroundDays: 2,
    deposit: {
      state: 'PARTLY_WITHHELD',
      heldPaise: 500_050,
      withheldPaise: 200_000,
      refundedPaise: 300_050,
      reason: 'Tail light replaced',
    },
    history: [],
  },
};

/**
 * The rentals' fake API with Meena's CONFIRMED rental handed over as far as `stage` (none: not
 * yet), on the JCB's category. Each step answers as the server would, moving the stage on;
 * `refuse` makes the next step answer that error instead.
 */
export const handoversApi = (stage: keyof typeof stages | null, refuse?: FakeReply) => {
  let handover: Handover | null = stage ? stages[stage] : null;
  const base = rentalsApi(
    [ravisRental, meenasRental, arjunsRental].map((row) =>
      row.id === meenasRental.id ? { ...row, handoverStage: stage } : row,
    ),
  );
  const details = base[route.details] as FakeHandler;
  const step =
    (next: (body: never) => Handover, message: string): FakeHandler =>
    ({ body }) => {
      if (refuse) return refuse;
      handover = next(body as never);
      return [200, { message, data: handover }];
    };
  return {
    ...base,
    [route.details]: async (request) => {
      const [status, reply] = await details(request);
      const data = (reply as { data: RentalDetails }).data;
      const own = data.id === meenasRental.id;
      return [status, { data: { ...data, handover: own ? handover : null, checklistTemplate: template } }];
    },
    [handoverRoutes.pickup]: step(
      (body: PickupBody) => ({ ...stages.OUT, deposit: { ...stages.OUT.deposit, heldPaise: body.depositPaise } }),
      m.recorded,
    ),
    // The return completes the rental, as the server's does.
    [handoverRoutes.return]: async (request) => {
      const reply = await step((_: ReturnBody) => stages.RETURNED, m.returned)(request);
      if (reply[0] === 200)
        await (base[route.update] as FakeHandler)({
          ...request,
          body: { rentalId: meenasRental.id, status: 'COMPLETED' },
        });
      return reply;
    },
    [handoverRoutes.settle]: step((_: SettleBody) => stages.PARTLY_WITHHELD, m.settled),
  } satisfies Record<string, FakeHandler>;
};
