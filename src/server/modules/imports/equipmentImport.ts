import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Information } from '../../../shared/contract/common';
import { type Equipment, effectiveEquipmentStatus, equipmentFields } from '../../../shared/contract/equipment';
import {
  EQUIPMENT_COLUMNS,
  type EquipmentColumn,
  type ImportItem,
  type ImportMode,
  type ImportReport,
} from '../../../shared/contract/imports';
import { messages } from '../../../shared/messages';
import type { Db, Tx } from '../../db/client';
import { type Actor, type Change, recordChanges, snapshotOf } from '../activity/record';
import { productCells } from '../products/csvRows';
import { cellOf, informationOf, keyOf, numberOf } from './cells';
import { type CsvRow, readCsvTable } from './csvTable';
import { actionOf, changesOf, fileOrder, ImportErrors, refusal, reportOf } from './report';
import { type RecordWrites, writeRecords } from './writeRecords';

const m = messages.csvImport;

/** The equipment form's rules (shared contract), without the image, category and turnaround, which an import leaves as they are. */
const { imageUrl: _image, categoryId: _category, turnaroundDays: _turnaround, ...rules } = equipmentFields;
const equipmentSchema = z.object(rules);
type Values = Omit<Equipment, 'id'>;
interface Write {
  id: string;
  before: Equipment | null;
  after: Values;
}

const COLUMN_OF: Record<string, EquipmentColumn> = {
  name: 'Equipment',
  description: 'Description',
  dailyRate: 'Daily Rate',
  unitName: 'Unit',
  status: 'Status',
  stock: 'Stock',
  information: 'Information',
};

const cellsOf = (e: Values): Record<string, string> => ({
  Equipment: e.name,
  Description: productCells.text(e.description),
  'Daily Rate': productCells.price(e.dailyRate),
  Unit: e.unitName,
  Status: e.status,
  Stock: productCells.stock(e.stock),
  Information: productCells.information(e.information),
});

const BLANK: Values = {
  name: '',
  description: null,
  imageUrl: null,
  dailyRate: Number.NaN,
  unitName: 'day',
  status: 'Available',
  information: [],
  turnaroundDays: 0,
  stock: Number.NaN,
  categoryId: null,
};

/** The equipment the file names, by id or by name (case-insensitive); locked inside an apply. */
async function readEquipment(db: Db | Tx, ids: string[], names: string[], lock: boolean): Promise<Equipment[]> {
  const { rows } = await db.execute<Equipment>(sql`
    select id, name, description, image_url as "imageUrl", daily_rate::float8 as "dailyRate", unit_name as "unitName",
      status, information, stock, category_id as "categoryId"
    from equipment
    where id::text = any(${sql.param(ids)}::text[]) or lower(name) = any(${sql.param(names)}::text[])
    ${lock ? sql`for update` : sql``}`);
  return rows;
}

/** The row's values: the stored ones (a new equipment's blank ones) with its cells over them. */
function valuesOf(columns: ReadonlyMap<EquipmentColumn, number>, row: CsvRow, base: Values, errors: ImportErrors) {
  const cell = (column: EquipmentColumn) => cellOf(columns, row, column);
  const information = informationOf(cell('Information'), base.information, errors, row.row);
  if (!information) return undefined;
  const number = (column: EquipmentColumn, kept: number) =>
    cell(column) === undefined ? (Number.isNaN(kept) ? undefined : kept) : numberOf(cell(column));
  const parsed = equipmentSchema.safeParse({
    name: cell('Equipment') ?? base.name,
    description: cell('Description') ?? base.description,
    dailyRate: number('Daily Rate', base.dailyRate),
    unitName: cell('Unit')?.trim() ?? base.unitName,
    status: cell('Status')?.trim() ?? base.status,
    stock: number('Stock', base.stock),
    information: information.value,
  });
  if (!parsed.success) {
    errors.addIssues(row.row, parsed.error.issues, COLUMN_OF);
    return undefined;
  }
  const { data } = parsed;
  return {
    ...data,
    description: data.description ?? null,
    imageUrl: base.imageUrl,
    // No column of the file: an import leaves the category as it is.
    categoryId: base.categoryId,
    turnaroundDays: base.turnaroundDays,
    information: data.information as Information,
    // Spec §4, as the form's save: stock 0 is stored as Not Available.
    status: effectiveEquipmentStatus(data.stock, data.status),
  } satisfies Values;
}

/** A dry run of an equipment file (ADMIN): every error, and what each equipment would become. */
export async function planEquipment(db: Db | Tx, text: string, mode: ImportMode, lock = false) {
  const table = readCsvTable(text, EQUIPMENT_COLUMNS);
  const errors = new ImportErrors();
  errors.list.push(...table.errors);
  const ids = table.rows.flatMap((row) => keyOf(cellOf(table.columns, row, 'ID')) ?? []).map((id) => id.toLowerCase());
  const names = table.rows.flatMap((row) => keyOf(cellOf(table.columns, row, 'Equipment')) ?? []);
  const stored = await readEquipment(db, ids, [...new Set(names.map((name) => name.toLowerCase()))], lock);
  const byId = new Map(stored.map((e) => [e.id, e]));
  const byName = new Map<string, Equipment[]>();
  for (const e of stored)
    byName.set(e.name.trim().toLowerCase(), [...(byName.get(e.name.trim().toLowerCase()) ?? []), e]);
  const claimed = new Set<string>();
  const items: ImportItem[] = [];
  const writes: Write[] = [];
  for (const row of table.rows) {
    const id = keyOf(cellOf(table.columns, row, 'ID'));
    const name = keyOf(cellOf(table.columns, row, 'Equipment'));
    const column = id ? 'ID' : 'Equipment';
    const named = id ? [] : (byName.get(name?.toLowerCase() ?? '') ?? []);
    const found = id ? byId.get(id.toLowerCase()) : named[0];
    const refuse = (message: string) => errors.add(row.row, column, message);
    if (id && !found) refuse(messages.equipment.notFound);
    else if (named.length > 1) refuse(m.equipmentAmbiguous);
    else if (found && mode === 'create') refuse(m.equipmentExists);
    else if (!found && mode === 'update') refuse(m.equipmentUnknown);
    else if (found && claimed.has(found.id)) refuse(m.equipmentTwice);
    else {
      if (found) claimed.add(found.id);
      const after = valuesOf(table.columns, row, found ?? BLANK, errors);
      if (!after) continue;
      const changes = changesOf(found ? cellsOf(found) : null, cellsOf(after));
      const action = actionOf(found ?? null, changes);
      items.push({ row: row.row, kind: 'equipment', label: after.name, action, changes });
      if (action !== 'unchanged') writes.push({ id: found?.id ?? randomUUID(), before: found ?? null, after });
    }
  }
  return { report: reportOf(items, errors), writes };
}

/** Equipment written set-based: new ones in the file's order, stored ones replaced. */
const EQUIPMENT_WRITES: RecordWrites<Write> = {
  rowsOf: (writes) =>
    JSON.stringify(
      writes.map(({ id, after }, n) => ({
        id,
        n,
        name: after.name,
        description: after.description,
        daily_rate: after.dailyRate,
        unit_name: after.unitName,
        status: after.status,
        information: after.information,
        stock: after.stock,
      })),
    ),
  record: sql`x(id uuid, n integer, name text, description text, daily_rate numeric, unit_name equipment_unit,
    status equipment_status, information jsonb, stock integer)`,
  insert: (rows) => sql`
    insert into equipment (id, name, description, daily_rate, unit_name, status, information, stock, created_at)
    select id, name, description, daily_rate, unit_name, status, information, stock, ${fileOrder} from ${rows}`,
  update: (rows) => sql`
    update equipment e set name = x.name, description = x.description, daily_rate = x.daily_rate,
      unit_name = x.unit_name, status = x.status, information = x.information, stock = x.stock, updated_at = now()
    from ${rows}
    where e.id = x.id`,
};

/** Applies an equipment file in one transaction: refused whole on any error, written set-based, recorded under one bulk id. */
export async function applyEquipment(db: Db, text: string, mode: ImportMode, actor: Actor): Promise<ImportReport> {
  return db.transaction(async (tx) => {
    const { report, writes } = await planEquipment(tx, text, mode, true);
    if (report.errors.length > 0) throw refusal(report.errors);
    await writeRecords(tx, writes, EQUIPMENT_WRITES);
    const bulkId = randomUUID();
    await recordChanges(
      tx,
      actor,
      writes.map(
        ({ id, before, after }): Change => ({
          entity: 'equipment',
          recordId: id,
          label: after.name,
          action: before === null ? 'create' : 'update',
          before: before && snapshotOf(before),
          after: snapshotOf(after),
          bulkId,
        }),
      ),
    );
    return report;
  });
}
