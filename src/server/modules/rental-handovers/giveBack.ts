import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Handover, returnBodySchema } from '../../../shared/contract/rental-handovers';
import { messages } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { equipmentRentals } from '../../db/schema';
import { badRequest, conflict } from '../../errors';
import type { Actor } from '../activity/record';
import { completeRental } from '../equipment-rentals/complete';
import { chargesOf, minutesOf } from './charges';
import { handoverOf } from './read';
import { checkChecklist, checkedPhotos, checkMeter, insertReport, lockRental, recordStep } from './steps';
import { rentalHandovers } from './table';

const m = messages.handover;

/**
 * Records a picked-up rental coming back, in one transaction: its return report (the pickup's
 * checklist items, side by side), the charges (lateness from the rental's stored end, the meter,
 * the damage), the moment it came back and the days servicing the damage adds to the turnaround
 * (the held rule counts both: a late return holds from its return),
 * the step's history and activity entry, and the rental's status set COMPLETED through the status
 * change statement. Refused (409) before a pickup or after a return.
 */
export async function recordReturn(db: Db, by: Actor, body: z.output<typeof returnBodySchema>): Promise<Handover> {
  return db.transaction(async (tx) => {
    const rental = await lockRental(tx, body.rentalId);
    const before = await handoverOf(tx, rental.id);
    if (!before) throw conflict(m.notOut);
    if (before.stage !== 'OUT') throw conflict(m.alreadyReturned);
    const returnedAt = `${body.date}T${body.time}`;
    const pickedUpAt = `${before.pickup.date}T${before.pickup.time}`;
    if (minutesOf(returnedAt) < minutesOf(pickedUpAt))
      throw badRequest(m.returnBeforePickup, { date: m.returnBeforePickup });
    checkChecklist(
      body.checklist,
      before.pickup.checklist.map((answer) => answer.item),
    );
    checkMeter(before.meterKind, body.meterReading);
    const pickupReading = before.pickup.meterReading;
    if (body.meterReading !== null && pickupReading !== null && body.meterReading < pickupReading)
      throw badRequest(m.meterBelowPickup, { meterReading: m.meterBelowPickup });
    const charges = chargesOf({
      endsAt: rental.endsAt,
      returnedAt,
      unit: rental.unitName,
      qty: rental.qty,
      multiplier: rental.multiplier,
      ratePaise: rental.ratePaise,
      hoursMeter:
        before.meterKind === 'hours' && body.meterReading !== null && pickupReading !== null
          ? { pickup: pickupReading, return: body.meterReading }
          : null,
      damagePaise: body.damagePaise,
    });
    if (!charges) throw badRequest(m.chargesTooLarge);
    const photos = await checkedPhotos(tx, body.photos);
    await insertReport(tx, {
      rentalId: rental.id,
      kind: 'return',
      at: returnedAt,
      by,
      checklist: body.checklist,
      notes: body.notes ?? null,
      damageNotes: body.damageNotes ?? null,
      meterReading: body.meterReading,
      photos,
    });
    await tx
      .update(rentalHandovers)
      .set({
        stage: 'RETURNED',
        lateUnits: charges.lateUnits,
        latePaise: charges.latePaise,
        meterUsed: charges.meterUsed,
        meterPaise: charges.meterPaise,
        damagePaise: charges.damagePaise,
      })
      .where(eq(rentalHandovers.rentalId, rental.id));
    await tx
      .update(equipmentRentals)
      .set({ returnedAt, extraTurnaroundDays: body.extraTurnaroundDays })
      .where(eq(equipmentRentals.id, rental.id));
    await completeRental(tx, by, rental.id);
    return recordStep(tx, by, { rentalId: rental.id, from: 'OUT', to: 'RETURNED', before });
  });
}
