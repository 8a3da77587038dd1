/**
 * Lighthouse scores of the admin app against a running server (`npm run build`, then the server):
 * /login signed out and one list signed in (`--list`, /equipments by default, as the demo admin),
 * each with the mobile and the desktop preset. It prints the four category scores of each run
 * and, under it, the accessibility and best-practices audits that did not pass, and why any
 * audit could not run (a run whose trace failed, as happens on a busy machine, is tried again;
 * a category still without a score shows '-').
 *
 *   npx tsx scripts/lighthouse.ts --url http://localhost:3000
 *   npx tsx scripts/lighthouse.ts --url http://localhost:3000 --list /materials --email vendor@example.com --password vendor123
 *   npx tsx scripts/lighthouse.ts --save /tmp/lh   (also writes each run's full report, as JSON, there)
 *
 * Chromium is the system one (`CHROMIUM_PATH`, /usr/bin/chromium by default); chrome-launcher and
 * puppeteer-core come with lighthouse. Nothing is fetched from the network.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config, desktopConfig, type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:3000' },
    list: { type: 'string', default: '/equipments' },
    email: { type: 'string', default: 'admin@example.com' },
    password: { type: 'string', default: 'admin123' },
    save: { type: 'string' },
  },
});

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** The categories whose failed audits are listed (the ones we hold at 100). */
const EXPLAINED = ['accessibility', 'best-practices'] as const;
const PRESETS: ReadonlyArray<{ name: string; config: Config | undefined }> = [
  { name: 'mobile', config: undefined },
  { name: 'desktop', config: desktopConfig },
];

const base = values.url.replace(/\/$/, '');

/** The first readable field of a failing audit's detail row: what failed, where. */
const describeItem = (item: Record<string, unknown>): string => {
  const node = item.node;
  const snippet = node !== null && typeof node === 'object' ? Reflect.get(node, 'snippet') : undefined;
  const text = [item.description, item.issueType, snippet, item.url, item.source].find((v) => typeof v === 'string');
  return typeof text === 'string' ? text.slice(0, 160) : JSON.stringify(item).slice(0, 160);
};

type Audit = Result['audits'][string];

/** A failed audit's line, with the first rows of its details (what failed, where). */
const describeAudit = (category: string, audit: Audit): string[] => {
  const { details } = audit;
  const items = details && 'items' in details && Array.isArray(details.items) ? details.items : [];
  return [
    `    ${category}: ${audit.id} (${audit.title})`,
    ...items.slice(0, 3).map((item: Record<string, unknown>) => `      ${describeItem(item)}`),
  ];
};

/** In the explained categories, the audits that count and did not pass. */
function failures(lhr: Result): string[] {
  return EXPLAINED.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? []).flatMap(({ id, weight }) => {
      const audit = lhr.audits[id];
      return audit && weight > 0 && (audit.score ?? 1) < 1 ? describeAudit(category, audit) : [];
    }),
  );
}

/** The audits that could not run (their category then has no score), one line per reason. */
function errors(lhr: Result): string[] {
  const reasons = new Map<string, number>();
  for (const audit of Object.values(lhr.audits)) {
    if (audit.scoreDisplayMode === 'error') {
      const reason = audit.errorMessage ?? 'unknown error';
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    }
  }
  return [...reasons].map(([reason, count]) => `    ${count} audit(s) could not run: ${reason}`);
}

/** The metrics the performance score is made of, as Lighthouse shows them. */
const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
] as const;

const metrics = (lhr: Result): string =>
  `    ${METRICS.map(([label, id]) => `${label} ${lhr.audits[id]?.displayValue ?? '-'}`).join(', ')}`;

const scoreOf = (lhr: Result, category: string): number | null => lhr.categories[category]?.score ?? null;

/** Lighthouse's trace sometimes fails on a busy machine (NO_NAVSTART); it says to run again. */
const ATTEMPTS = 3;

async function run(port: number, url: string, signedIn: boolean, config: Config | undefined): Promise<Result> {
  let lhr: Result | undefined;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    // A signed-in run keeps the session the sign-in left in the profile.
    const result = await lighthouse(
      url,
      { port, logLevel: 'error', onlyCategories: [...CATEGORIES], disableStorageReset: signedIn },
      config,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    lhr = result.lhr;
    if (CATEGORIES.every((category) => scoreOf(result.lhr, category) !== null)) break;
  }
  if (!lhr) throw new Error(`Lighthouse did not run for ${url}`);
  return lhr;
}

async function audit(port: number, path: string, signedIn: boolean) {
  for (const preset of PRESETS) {
    const lhr = await run(port, `${base}${path}`, signedIn, preset.config);
    if (values.save) {
      await mkdir(values.save, { recursive: true });
      await writeFile(
        join(values.save, `${path.replace(/\W+/g, '') || 'root'}-${preset.name}.json`),
        JSON.stringify(lhr),
      );
    }
    const scores = CATEGORIES.map((category) => {
      const score = scoreOf(lhr, category);
      return `${category} ${score === null ? '-' : Math.round(score * 100)}`;
    });
    console.log(`${path} (${preset.name}): ${scores.join(', ')}`);
    for (const line of [
      metrics(lhr),
      ...lhr.runWarnings.map((warning) => `    warning: ${warning}`),
      ...errors(lhr),
      ...failures(lhr),
    ]) {
      console.log(line);
    }
  }
}

/** Signs in through the login form, as a person would, so the profile holds the session. */
async function signIn(port: number) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/login`);
    await page.locator('[data-testid="login-email"]').fill(values.email);
    await page.locator('[data-testid="login-password"]').fill(values.password);
    await page.locator('[data-testid="login-submit"]').click();
    await page.waitForFunction(() => window.location.pathname === '/');
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  await audit(chrome.port, '/login', false);
  await signIn(chrome.port);
  await audit(chrome.port, values.list, true);
} finally {
  chrome.kill();
}
