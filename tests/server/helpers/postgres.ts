/**
 * The migrated database every PostgreSQL test file clones. TEST_TEMPLATE_DB names another, so two
 * runs on one server (two worktrees) do not drop each other's template.
 */
export const TEMPLATE_DB = process.env.TEST_TEMPLATE_DB ?? 'bo_test_template';

/** The same server URL pointing at another database. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
