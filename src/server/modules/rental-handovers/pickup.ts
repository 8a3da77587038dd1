import type { z } from 'zod';
import type { Handover, pickupBodySchema } from '../../../shared/contract/rental-handovers';
import { messages } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { conflict } from '../../errors';
import type { Actor } from '../activity/record';
import { handoverOf } from './read';
import { checkChecklist, checkedPhotos, checkMeter, insertReport, lockRental, recordStep } from './steps';
import { rentalHandovers } from './table';

const m = messages.handover;

/**
 * Records a CONFIRMED rental going out, in one transaction: its pickup report (the category's
 * checklist copied in as answered), the deposit held, the step's history and its activity entry.
 * A second pickup, or one of a rental not CONFIRMED, is refused (409) with nothing written.
 */
export async function recordPickup(db: Db, by: Actor, body: z.output<typeof pickupBodySchema>): Promise<Handover> {
  return db.transaction(async (tx) => {
    const rental = await lockRental(tx, body.rentalId);
    if (await handoverOf(tx, rental.id)) throw conflict(m.alreadyPickedUp);
    if (rental.status !== 'CONFIRMED') throw conflict(m.notConfirmed);
    checkChecklist(body.checklist, rental.category.checklist);
    checkMeter(rental.category.meterKind, body.meterReading);
    const photos = await checkedPhotos(tx, body.photos);
    await tx.insert(rentalHandovers).values({
      rentalId: rental.id,
      stage: 'OUT',
      meterKind: rental.category.meterKind,
      depositHeldPaise: body.depositPaise,
    });
    await insertReport(tx, {
      rentalId: rental.id,
      kind: 'pickup',
      at: `${body.date}T${body.time}`,
      by,
      checklist: body.checklist,
      notes: body.notes ?? null,
      damageNotes: null,
      meterReading: body.meterReading,
      photos,
    });
    return recordStep(tx, by, { rentalId: rental.id, from: null, to: 'OUT', before: null });
  });
}
