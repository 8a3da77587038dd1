import { desc, eq, sql } from 'drizzle-orm';
import {
  effectiveEquipmentStatus,
  type AddEquipmentBody,
  type Equipment,
  type UpdateEquipmentBody,
} from '../../../shared/contract/equipment';
import { messages } from '../../../shared/messages';
import type { AppDeps } from '../../app';
import type { Db, Tx } from '../../db/client';
import { equipment, equipmentRentals } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { releaseImage } from '../files/release';

type Deps = Pick<AppDeps, 'db' | 'config' | 'log'>;
type EquipmentRow = typeof equipment.$inferSelect;

/** The one DB row -> wire shape mapping of spec §3 Equipment. */
export const toEquipment = (row: EquipmentRow): Equipment => ({
  id: row.id,
  name: row.name,
  description: row.description,
  imageUrl: row.imageUrl,
  dailyRate: row.dailyRate,
  unitName: row.unitName,
  status: row.status,
  information: row.information,
  stock: row.stock,
});

/** The columns a body sets; stock 0 forces Not Available (spec §4). */
const columnsOf = (body: AddEquipmentBody | UpdateEquipmentBody) => ({
  name: body.name,
  description: body.description ?? null,
  imageUrl: body.imageUrl ?? null,
  dailyRate: body.dailyRate,
  unitName: body.unitName,
  status: effectiveEquipmentStatus(body.stock, body.status),
  information: body.information,
  stock: body.stock,
});

const missing = () => notFound(messages.equipment.notFound);

/** Locks the row for the rest of the transaction, so a rental cannot reference it meanwhile. */
async function lockEquipment(tx: Tx, id: string): Promise<EquipmentRow> {
  const [row] = await tx.select().from(equipment).where(eq(equipment.id, id)).for('update');
  if (!row) throw missing();
  return row;
}

export async function listEquipment(db: Db): Promise<Equipment[]> {
  const rows = await db.select().from(equipment).orderBy(desc(equipment.createdAt), desc(equipment.id));
  return rows.map(toEquipment);
}

export async function getEquipment(db: Db, id: string): Promise<Equipment> {
  const [row] = await db.select().from(equipment).where(eq(equipment.id, id));
  if (!row) throw missing();
  return toEquipment(row);
}

export async function addEquipment(db: Db, body: AddEquipmentBody): Promise<Equipment> {
  const [row] = await db.insert(equipment).values(columnsOf(body)).returning();
  if (!row) throw new Error('equipment insert returned no row');
  return toEquipment(row);
}

/** Replaces every field; an image it no longer shows is released once the change is committed. */
export async function updateEquipment(deps: Deps, body: UpdateEquipmentBody): Promise<Equipment> {
  const { before, after } = await deps.db.transaction(async (tx) => {
    const before = await lockEquipment(tx, body.id);
    const [after] = await tx
      .update(equipment)
      .set({ ...columnsOf(body), updatedAt: sql`now()` })
      .where(eq(equipment.id, body.id))
      .returning();
    if (!after) throw missing();
    return { before, after };
  });
  if (before.imageUrl !== after.imageUrl) await releaseImage(deps, before.imageUrl);
  return toEquipment(after);
}

/** Equipment with rentals stays (the rentals keep their history); anything else goes with its image. */
export async function deleteEquipment(deps: Deps, id: string): Promise<Equipment> {
  const deleted = await deps.db.transaction(async (tx) => {
    await lockEquipment(tx, id);
    const [rental] = await tx
      .select({ id: equipmentRentals.id })
      .from(equipmentRentals)
      .where(eq(equipmentRentals.equipmentId, id))
      .limit(1);
    if (rental) throw conflict(messages.equipment.hasRentals);
    const [row] = await tx.delete(equipment).where(eq(equipment.id, id)).returning();
    if (!row) throw missing();
    return row;
  });
  await releaseImage(deps, deleted.imageUrl);
  return toEquipment(deleted);
}
