import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  type ActivityAction,
  type ActivityEntity,
  diffSnapshots,
  type Snapshot,
} from '../../../shared/contract/activity';
import { type Role, storedFileNameOf } from '../../../shared/contract/common';
import { messages } from '../../../shared/messages';
import type { Db, Tx } from '../../db/client';

/** Who makes a change, and through which request: what every activity row records of its author. */
export interface Actor {
  id: string | null;
  role: Role | null;
  name: string;
  requestId: string | null;
  ip: string | null;
}

/** The request's signed-in user (the guard set it from the token), or the system for a public call. */
export const actorOf = (request: FastifyRequest): Actor => ({
  id: request.user?.id ?? null,
  role: request.user?.role ?? null,
  name: request.user?.name ?? messages.activity.system,
  requestId: request.id,
  ip: request.ip,
});

/** How a write is recorded: by whom, and as which action (a restore names itself). */
export interface WriteBy {
  actor: Actor;
  restore?: boolean;
  /** The bulk action the write is part of (issue 28): its changes share this id. */
  bulkId?: string;
}

/** The action a write records: a restore, or what it did to the record. */
export const actionOf = (by: WriteBy, before: object | null, after: object | null) =>
  by.restore ? 'restore' : after === null ? 'delete' : before === null ? 'create' : 'update';

/** Changes made by the server itself (the seed, a fixture), not by a request. */
export const SYSTEM_ACTOR: Actor = { id: null, role: null, name: messages.activity.system, requestId: null, ip: null };

/** One change to record: the record before and after it as snapshots (null where there is none). */
export interface Change {
  entity: ActivityEntity;
  recordId: string;
  label: string;
  action: ActivityAction;
  before: Snapshot | null;
  after: Snapshot | null;
  /** The vendor the record belongs to, for the vendor's own activity. */
  vendorId?: string | null;
  bulkId?: string | null;
}

/** Fields a snapshot never keeps: the id is the row's, the times change on every save. */
const VOLATILE = new Set(['id', 'createdAt', 'updatedAt']);

/** A record as a version keeps it: its fields, without the volatile ones. */
export const snapshotOf = (record: object): Snapshot =>
  Object.fromEntries(Object.entries(record).filter(([field]) => !VOLATILE.has(field)));

/** Every uploaded image a snapshot shows, at any depth (a product's variants). */
function imagesIn(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if (storedFileNameOf(value)) into.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) imagesIn(item, into);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) imagesIn(item, into);
  }
  return into;
}

/**
 * Records changes in the caller's transaction, so they commit or roll back with the write, all
 * in one statement (an import's thousands of records would otherwise cost a round trip each). A
 * change that moves nothing records nothing. The images either side shows are kept while its
 * version is (table.ts). Each record may appear once. Answers how many were recorded.
 */
export async function recordChanges(tx: Tx | Db, actor: Actor, changes: readonly Change[]): Promise<number> {
  const rows = changes.flatMap((change) => {
    const moved = diffSnapshots(change.before, change.after);
    if (moved.length === 0 && change.action !== 'delete') return [];
    return [
      {
        entity: change.entity,
        record_id: change.recordId,
        record_label: change.label,
        vendor_id: change.vendorId ?? null,
        action: change.action,
        changes: Object.fromEntries(moved.map(({ field, before, after }) => [field, [before, after]])),
        snapshot: change.after ?? change.before,
        bulk_id: change.bulkId ?? null,
        images: [...imagesIn([change.before, change.after])],
      },
    ];
  });
  if (rows.length === 0) return 0;
  await tx.execute(sql`
    with input as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(entity text, record_id uuid,
        record_label text, vendor_id uuid, action text, changes jsonb, snapshot jsonb, bulk_id uuid, images jsonb)),
    recorded as (
      insert into activity (actor_id, actor_role, actor_name, entity, record_id, record_label, vendor_id, action,
        changes, snapshot, request_id, client_ip, bulk_id)
      select ${actor.id}::uuid, ${actor.role}::role, ${actor.name}, entity, record_id, record_label, vendor_id, action,
        changes, snapshot, ${actor.requestId}, ${actor.ip}, bulk_id
      from input
      returning id, entity, record_id)
    insert into activity_images (url, activity_id)
    select url, recorded.id
    from recorded join input using (entity, record_id), jsonb_array_elements_text(input.images) as url`);
  return rows.length;
}

/** Records one change (see recordChanges); answers false when it moved nothing. */
export const recordChange = async (tx: Tx | Db, actor: Actor, change: Change): Promise<boolean> =>
  (await recordChanges(tx, actor, [change])) > 0;
