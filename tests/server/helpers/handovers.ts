import { randomUUID } from 'node:crypto';
import type { Database } from '../../../src/server/db/client';
import { equipment, equipmentCategories, equipmentRentals, uploadedFiles } from '../../../src/server/db/schema';
import { SYSTEM_ACTOR } from '../../../src/server/modules/activity/record';
import { recordReturn } from '../../../src/server/modules/rental-handovers/giveBack';
import { recordPickup } from '../../../src/server/modules/rental-handovers/pickup';
import type { MeterKind } from '../../../src/shared/contract/equipment-categories';
import {
  type PickupBody,
  pickupBodySchema,
  type ReturnBody,
  returnBodySchema,
} from '../../../src/shared/contract/rental-handovers';

export const HANDOVER_BASE = '/api/v1/equipment-rentals';

/** An equipment category with its checklist and meter, straight into its table; its id. */
export async function insertCategory(database: Database, checklist: string[], meterKind: MeterKind = 'none') {
  const [row] = await database.db
    .insert(equipmentCategories)
    .values({ name: `Kind ${randomUUID()}`, checklist, meterKind })
    .returning({ id: equipmentCategories.id });
  return row!.id;
}

export interface RentalSpec {
  customerId: string;
  categoryId?: string | null;
  rate?: number;
  unit?: 'day' | 'hour';
  qty?: number;
  multiplier?: number;
  status?: 'PENDING' | 'CONFIRMED' | 'CANCELLED' | 'COMPLETED';
}

/** A fresh equipment (in the category given) and a rental of it, CONFIRMED unless said, from 2026-12-01 09:00. */
export async function rentalOf(database: Database, spec: RentalSpec): Promise<string> {
  const unit = spec.unit ?? 'day';
  const [made] = await database.db
    .insert(equipment)
    .values({
      name: `Machine ${randomUUID()}`,
      dailyRate: spec.rate ?? 1500,
      unitName: unit,
      stock: 5,
      categoryId: spec.categoryId ?? null,
    })
    .returning({ id: equipment.id });
  const [rental] = await database.db
    .insert(equipmentRentals)
    .values({
      equipmentId: made!.id,
      customerId: spec.customerId,
      status: spec.status ?? 'CONFIRMED',
      date: '2026-12-01',
      fromTime: '09:00',
      qty: spec.qty ?? 1,
      multiplier: spec.multiplier ?? 1,
      unitName: unit,
    })
    .returning({ id: equipmentRentals.id });
  return rental!.id;
}

/** The answers of a checklist, every item OK. */
export const allOk = (items: readonly string[]) => items.map((item) => ({ item, ok: true, note: null }));

export const pickupOf = (rentalId: string, over: Partial<PickupBody> = {}): PickupBody => ({
  rentalId,
  date: '2026-12-01',
  time: '09:15',
  checklist: [],
  notes: null,
  meterReading: null,
  photos: [],
  depositPaise: 500_000,
  ...over,
});

export const returnOf = (rentalId: string, over: Partial<ReturnBody> = {}): ReturnBody => ({
  rentalId,
  date: '2026-12-02',
  time: '08:00',
  checklist: [],
  notes: null,
  meterReading: null,
  photos: [],
  damageNotes: null,
  damagePaise: 0,
  ...over,
});

/** Records a rental's pickup (and, asked, its return) as the system, as the routes would. */
export async function handedOver(database: Database, rentalId: string, returned = false) {
  await recordPickup(database.db, SYSTEM_ACTOR, pickupBodySchema.parse(pickupOf(rentalId)));
  if (returned) await recordReturn(database.db, SYSTEM_ACTOR, returnBodySchema.parse(returnOf(rentalId)));
}

/** An image recorded as uploaded (no file behind it): enough for a report's photo check. */
export async function storedPhotoUrl(database: Database): Promise<string> {
  const fileName = `${randomUUID()}.png`;
  const url = `/uploads/${fileName}`;
  await database.db.insert(uploadedFiles).values({ fileName, url, contentType: 'image/png', sizeBytes: 100 });
  return url;
}
