import { randomUUID } from 'node:crypto';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { BulkEquipmentStatusBody, BulkResult } from '../../../shared/contract/bulk';
import { effectiveEquipmentStatus } from '../../../shared/contract/equipment';
import { messages } from '../../../shared/messages';
import type { Db, Tx } from '../../db/client';
import { equipment } from '../../db/schema';
import { type Actor, type Change, recordChanges, snapshotOf } from '../activity/record';
import { allowLongStatements, capped, MATCHING_LIMIT, splitFound } from './target';

/** The equipments the action names (the selected ones, or all), locked for the rest of the transaction. */
async function targetEquipment(tx: Tx, target: BulkEquipmentStatusBody['target']) {
  const ids = 'ids' in target ? target.ids : undefined;
  const rows = await tx
    .select()
    .from(equipment)
    .where(ids ? inArray(equipment.id, ids) : undefined)
    .orderBy(desc(equipment.id))
    .limit(MATCHING_LIMIT)
    .for('update');
  return ids
    ? splitFound(ids, rows, (row) => row.id, messages.equipment.notFound)
    : { rows: capped(rows), refused: [] };
}

/**
 * POST /bulk/equipment-status: many equipments Available or Not Available in one transaction,
 * each recorded in the activity log under one bulk id. The edit's rule holds (spec §4): stock 0
 * cannot be Available, so such a row is refused with the form's warning and left as it was.
 */
export async function bulkEquipmentStatus(db: Db, actor: Actor, body: BulkEquipmentStatusBody): Promise<BulkResult> {
  const bulkId = randomUUID();
  return db.transaction(async (tx) => {
    await allowLongStatements(tx);
    const { rows, refused } = await targetEquipment(tx, body.target);
    let updated = 0;
    const changes: Change[] = [];
    for (const row of rows) {
      if (effectiveEquipmentStatus(row.stock, body.status) !== body.status) {
        refused.push({ id: row.id, label: row.name, message: messages.equipment.stockZeroWarning });
        continue;
      }
      updated += 1;
      if (row.status === body.status) continue;
      const [after] = await tx
        .update(equipment)
        .set({ status: body.status, updatedAt: sql`now()` })
        .where(eq(equipment.id, row.id))
        .returning();
      if (!after) continue;
      // A row's columns are its record's fields and the times, which a snapshot leaves out.
      changes.push({
        entity: 'equipment',
        recordId: row.id,
        label: row.name,
        action: 'update',
        before: snapshotOf(row),
        after: snapshotOf(after),
        bulkId,
      });
    }
    // Every change in one statement, not a round trip a row.
    await recordChanges(tx, actor, changes);
    return { bulkId, updated, refused };
  });
}
