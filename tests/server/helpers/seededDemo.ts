import type { Db } from '../../../src/server/db/client';
import { seedDemo } from '../../../src/server/seed';
import { createTestDatabase } from './db';

/** Seeds a database of its own with the demo at `scale`, then runs `check` on it. */
export async function checkSeededDemo(scale: number, check: (db: Db) => Promise<void>) {
  const database = await createTestDatabase();
  try {
    await seedDemo(database.db, { scale });
    await check(database.db);
  } finally {
    await database.close();
  }
}
