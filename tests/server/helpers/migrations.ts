import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../../src/server/db/client';
import { createTestDatabase } from './db';

export const MIGRATIONS = path.resolve('src/server/db/migrations');

/** The migrations folder as it stood up to `lastTag`, in a temporary folder (remove it after). */
export function migrationsUpTo(lastTag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-migrations-'));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8'));
  const last = journal.entries.findIndex((entry: { tag: string }) => entry.tag === lastTag);
  journal.entries = journal.entries.slice(0, last + 1);
  fs.mkdirSync(path.join(dir, 'meta'));
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  for (const { tag } of journal.entries)
    fs.copyFileSync(path.join(MIGRATIONS, `${tag}.sql`), path.join(dir, `${tag}.sql`));
  return dir;
}

/**
 * A blank test database for the file's tests and the migrations folder up to `lastTag`, made
 * before them and removed after: a migration's test migrates up to before it, writes, then runs it.
 */
export function blankDatabaseUpTo(lastTag: string): { database: Database; folder: string } {
  const made = {} as { database: Database; folder: string };
  beforeAll(async () => {
    made.database = await createTestDatabase({ blank: true });
    made.folder = migrationsUpTo(lastTag);
  });
  afterAll(async () => {
    await made.database.close();
    fs.rmSync(made.folder, { recursive: true, force: true });
  });
  return made;
}
