import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Handover, settleBodySchema } from '../../../shared/contract/rental-handovers';
import { messages } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { badRequest, conflict } from '../../errors';
import type { Actor } from '../activity/record';
import { settlementOf } from './deposit';
import { handoverOf } from './read';
import { lockRental, recordStep } from './steps';
import { rentalHandovers } from './table';

const m = messages.handover;

/**
 * Settles a returned rental's deposit once, in one transaction: refunded whole, or partly
 * withheld with its reason and the rest refunded; with the step's history and activity entry.
 * Refused (409) before the return and once settled.
 */
export async function settleDeposit(db: Db, by: Actor, body: z.output<typeof settleBodySchema>): Promise<Handover> {
  return db.transaction(async (tx) => {
    const rental = await lockRental(tx, body.rentalId);
    const before = await handoverOf(tx, rental.id);
    if (!before || before.stage === 'OUT') throw conflict(m.notReturned);
    if (before.stage !== 'RETURNED') throw conflict(m.alreadySettled);
    const settlement = settlementOf(before.deposit.heldPaise, body.withheldPaise);
    if (!settlement) throw badRequest(m.withheldRange, { withheldPaise: m.withheldRange });
    await tx
      .update(rentalHandovers)
      .set({
        stage: settlement.stage,
        withheldPaise: settlement.withheldPaise,
        refundedPaise: settlement.refundedPaise,
        withheldReason: settlement.stage === 'PARTLY_WITHHELD' ? (body.reason ?? null) : null,
      })
      .where(eq(rentalHandovers.rentalId, rental.id));
    return recordStep(tx, by, { rentalId: rental.id, from: 'RETURNED', to: settlement.stage, before });
  });
}
