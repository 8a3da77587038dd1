/**
 * Named statements prepared once per database: a list called on every page view then spends no
 * time building its SQL or planning it. The names must be unique across the app; the embedded
 * database's one session is cleared of them on each new connection (client.ts).
 */
const statements = new WeakMap<object, Map<string, unknown>>();

/** The statement `name` of this database, made by `prepare` on first use. */
export function preparedOnce<Statement>(db: object, name: string, prepare: () => Statement): Statement {
  const ofDb = statements.get(db) ?? new Map<string, unknown>();
  statements.set(db, ofDb);
  if (!ofDb.has(name)) ofDb.set(name, prepare());
  return ofDb.get(name) as Statement;
}
