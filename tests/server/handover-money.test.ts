import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chargesOf } from '../../src/server/modules/rental-handovers/charges';
import { settlementOf } from '../../src/server/modules/rental-handovers/deposit';
import { MAX_PAISE } from '../../src/shared/contract/rental-handovers';

const paise = fc.integer({ min: 0, max: MAX_PAISE });

describe('settling a deposit, in integer paise', () => {
  it('withheld + refunded = held, neither negative, for every amount from nothing to the whole deposit', () => {
    fc.assert(
      fc.property(
        paise.chain((held) => fc.tuple(fc.constant(held), fc.integer({ min: 0, max: held }))),
        ([held, withheld]) => {
          const settled = settlementOf(held, withheld);
          expect(settled).not.toBeNull();
          expect(settled!.withheldPaise + settled!.refundedPaise).toBe(held);
          expect(settled!.withheldPaise).toBeGreaterThanOrEqual(0);
          expect(settled!.refundedPaise).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(settled!.refundedPaise)).toBe(true);
          expect(settled!.stage).toBe(withheld === 0 ? 'REFUNDED' : 'PARTLY_WITHHELD');
        },
      ),
    );
  });

  it('refuses more than the deposit, a negative amount and a fraction of a paisa', () => {
    fc.assert(
      fc.property(paise, fc.integer({ min: 1, max: MAX_PAISE }), (held, over) => {
        expect(settlementOf(held, held + over)).toBeNull();
        expect(settlementOf(held, -over)).toBeNull();
        expect(settlementOf(held, 0.5)).toBeNull();
      }),
    );
  });
});

/** Minutes after 2026-12-01T09:00 as the local `YYYY-MM-DDTHH:MM` a report carries. */
const at = (minutes: number) => new Date(Date.UTC(2026, 11, 1, 9, 0) + minutes * 60_000).toISOString().slice(0, 16);

type Rental = { unit: 'day' | 'hour'; qty: number; multiplier: number; ratePaise: number; lateMinutes: number };

/** The charges of a rental due at 2026-12-01T09:00 and back `lateMinutes` after. */
const chargesFor = (r: Rental, hoursMeter: { pickup: number; return: number } | null, damagePaise: number) =>
  chargesOf({ endsAt: at(0), returnedAt: at(r.lateMinutes), ...r, hoursMeter, damagePaise });

describe('the charges of a return', () => {
  const rental = fc.record({
    unit: fc.constantFrom('day' as const, 'hour' as const),
    qty: fc.integer({ min: 1, max: 20 }),
    multiplier: fc.integer({ min: 1, max: 30 }),
    ratePaise: fc.integer({ min: 100, max: 1_000_000_000 }),
    lateMinutes: fc.integer({ min: -10_000, max: 100_000 }),
    damagePaise: paise,
  });

  it('charges each started unit late at the rate for every unit, in integers that add up', () => {
    fc.assert(
      fc.property(rental, (r) => {
        const charges = chargesFor(r, null, r.damagePaise);
        const unitMinutes = r.unit === 'hour' ? 60 : 1440;
        const lateUnits = r.lateMinutes > 0 ? Math.ceil(r.lateMinutes / unitMinutes) : 0;
        const late = lateUnits * r.ratePaise * r.qty;
        if (!Number.isSafeInteger(late + r.damagePaise)) return expect(charges).toBeNull();
        expect(charges).toEqual({
          lateUnits,
          lateUnit: r.unit,
          latePaise: late,
          meterUsed: null,
          meterPaise: 0,
          damagePaise: r.damagePaise,
          totalPaise: late + r.damagePaise,
        });
      }),
    );
  });

  it('charges the meter hours beyond the rented and late hours, where the unit is the hour only', () => {
    fc.assert(
      fc.property(rental, fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 500 }), (r, from, used) => {
        const charges = chargesFor(r, { pickup: from, return: from + used }, 0);
        if (!charges) return;
        const paid = (r.multiplier + charges.lateUnits) * r.qty;
        expect(charges.meterUsed).toBe(used);
        expect(charges.meterPaise).toBe(r.unit === 'hour' ? Math.max(0, used - paid) * r.ratePaise : 0);
        expect(charges.totalPaise).toBe(charges.latePaise + charges.meterPaise);
      }),
    );
  });
});
