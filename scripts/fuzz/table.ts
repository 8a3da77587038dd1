import type { RouteResult } from './run';

const COUNTS = ['requests', 'ok2xx', 'refused4xx', 'failed5xx', 'badFormat', 'writesOnRefusal'] as const;

export const failed = (r: RouteResult) => r.failed5xx + r.badFormat + r.writesOnRefusal > 0;

export function totalsOf(results: readonly RouteResult[]): Record<(typeof COUNTS)[number], number> {
  return Object.fromEntries(COUNTS.map((key) => [key, results.reduce((sum, r) => sum + r[key], 0)])) as Record<
    (typeof COUNTS)[number],
    number
  >;
}

/** One Markdown table: a line per route and role, then the totals. */
export function fuzzTable(results: readonly RouteResult[]): string {
  const header = '| route | role | requests | 2xx | 4xx | 5xx | bad error format | writes on refusal |';
  const rule = `|${' --- |'.repeat(8)}`;
  const line = (route: string, role: string, counts: Record<(typeof COUNTS)[number], number>) =>
    `| ${route} | ${role} | ${COUNTS.map((key) => counts[key]).join(' | ')} |`;
  const routes = new Set(results.map((r) => r.route)).size;
  return [
    header,
    rule,
    ...results.map((r) => line(`\`${r.route}\``, r.role, r)),
    line(`**total (${routes} routes)**`, '', totalsOf(results)),
  ].join('\n');
}
