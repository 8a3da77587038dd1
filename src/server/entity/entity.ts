import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ActivityEntity, Snapshot } from '../../shared/contract/activity';
import type { Role } from '../../shared/contract/common';
import type { RecordContract } from '../../shared/contract/recordContract';
import type { AppDeps } from '../appDeps';
import type { Db } from '../db/client';
import type { ExportList } from '../exports/exportList';
import type { Actor } from '../modules/activity/record';

/** Who may call an entity's routes: `manage` every call, `read` the list too. */
export interface EntityAccess {
  manage: readonly Role[];
  /** Who may also read the list (vendors read categories for the product form). */
  read?: readonly Role[];
}

/** A record entity's calls as a test suite can make them without knowing the entity. */
interface RecordCallsExample {
  kind: 'record';
  contract: RecordContract;
  /** A valid add body; `n` keeps names unique where the entity wants them unique. */
  sample: (n: number) => object;
  /** Adds a record from a valid add body (checked by the contract), as the add call does; its id. */
  insert: (db: Db, body: unknown) => Promise<string>;
}

/**
 * What the activity log needs of a kind of record to show its versions against the record as it
 * is, and (where it can) to bring a version back.
 */
export interface EntityVersions {
  entity: ActivityEntity;
  /** The record now, as its versions keep it, or null once it is gone (or not the vendor's, when one is named). */
  current(db: Db, id: string, vendorId: string | null): Promise<Snapshot | null>;
  restore?: VersionRestore;
}

/** How a record is brought back to a version. */
export interface VersionRestore {
  /**
   * Brings the record back to `snapshot` (recreated, with its id, when deleted) through the same
   * rules as an edit, recorded as a restore; answers the record as it then is.
   */
  apply(deps: Pick<AppDeps, 'db' | 'files' | 'log'>, actor: Actor, id: string, snapshot: Snapshot): Promise<Snapshot>;
  /**
   * Whether `apply` may run inside a transaction that is then rolled back, to find what would
   * refuse it (a preview): false where its statements are shared by concurrent calls (batched).
   */
  rehearsable: boolean;
}

/**
 * An entity once declared (recordEntity, statusEntity or restEntity): where its calls live, who
 * may make them, and the routes that serve them. app.ts registers every one of `entities.ts`.
 */
export interface Entity {
  /** The path under /api/v1 its calls sit under ('/equipments'). */
  base: string;
  access: EntityAccess;
  routes: FastifyPluginAsyncZod;
  /** How to make each of its calls with a valid request, where that can be said generically. */
  example?: RecordCallsExample;
  /** Its versions in the activity log. */
  versions?: EntityVersions;
  /** Its list's CSV export (`GET /exports/<list>`), from its declaration unless it gives its own columns. */
  exports?: readonly ExportList[];
  /** Runs its write statements once on no rows, on a new connection (`Database.warmUp`). */
  warmUp?: (db: Db) => Promise<void>;
}

/** The OpenAPI tag of an entity's calls: its base path's name. */
export const tagOf = (base: string) => base.replace(/^\//, '');

/** The id a call's body names under `key` ('equipmentId'); the body was validated by its schema. */
export const idIn = (body: unknown, key: string): string => (body as Record<string, string>)[key] ?? '';
