import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Result } from 'axe-core';

/** The impacts a check refuses; moderate and minor ones are left to review. */
const BLOCKING = new Set(['serious', 'critical']);

/** How many offending elements a violation names; the rest are counted. */
const SHOWN_NODES = 3;

/** One violation: what, why, and where (a line per element, the first few). */
export const describeViolation = ({ id, impact, help, nodes }: Result): string =>
  [
    `${impact} ${id}: ${help} (${nodes.length} element${nodes.length === 1 ? '' : 's'})`,
    ...nodes
      .slice(0, SHOWN_NODES)
      .map(({ html, failureSummary }) => `  ${html.slice(0, 160)}\n    ${failureSummary?.replace(/\s+/g, ' ')}`),
  ].join('\n');

/**
 * Waits for the finite animations (a dialog fading in, a menu growing) to end, so colours are
 * judged as they finish; endless ones (spinners, skeleton pulses) never do, and are left alone.
 */
const settled = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY),
  );

/** axe-core's serious and critical violations in the page, or in what `within` selects, once it has settled. */
export async function blockingViolations(page: Page, within?: string): Promise<Result[]> {
  await settled(page);
  const axe = new AxeBuilder({ page });
  const { violations } = await (within ? axe.include(within) : axe).analyze();
  return violations.filter(({ impact }) => impact && BLOCKING.has(impact));
}
