import type { Db } from './db/client';
import { entities } from './entities';
import { warmUpOrderUpdate } from './modules/orders/update';

/**
 * The server's write statements that run triggers, each run once on no rows: what a new
 * connection does before it serves a request (`Database.warmUp`), so no request pays for planning
 * them and the triggers' statements.
 */
export async function warmUpWrites(db: Db): Promise<void> {
  await warmUpOrderUpdate(db);
  for (const entity of entities) await entity.warmUp?.(db);
}
