import pg from 'pg';
import { signIn } from './http';
import { printTable } from './markdown';

export interface ImportsBenchOptions {
  /** The API's base URL, ending in /api/v1. */
  base: string;
  accounts: Record<'admin' | 'vendor', { email: string; password: string }>;
  /** The server's DATABASE_URL: each round's imported rows are deleted from it afterwards. */
  databaseUrl: string;
  rounds: number;
}

const ROWS = 10_000;
const VARIANTS_PER_PRODUCT = 5;

const productsFile = (tag: string, stock: number) =>
  [
    'Product Key,Product Name,Category,Keywords,Information,SKU,Size,Colour,Unit Price,Unit Name,Stock',
    ...Array.from({ length: ROWS }, (_, i) => {
      const p = Math.floor(i / VARIANTS_PER_PRODUCT);
      return `${tag}-${p},Bench product ${tag} ${p},,bench; import,"[{""Grade"":""${p % 7}""}]",${tag}-${i},Size ${i % VARIANTS_PER_PRODUCT},#808080,${(100 + (i % 900)).toFixed(2)},bag,${stock}`;
    }),
  ].join('\r\n');

const equipmentFile = (tag: string, stock: number) =>
  [
    'Equipment,Description,Daily Rate,Unit,Status,Stock,Information',
    ...Array.from(
      { length: ROWS },
      (_, i) => `Bench ${tag} ${i},Bench equipment,${1000 + i}.00,day,Available,${stock},[]`,
    ),
  ].join('\r\n');

/** One import call, timed to the last byte of its answer; anything but 200 stops the bench. */
async function timed(url: string, headers: Record<string, string>, file: string) {
  const t0 = performance.now();
  const res = await fetch(url, { method: 'POST', headers: { ...headers, 'content-type': 'text/csv' }, body: file });
  const text = await res.text();
  const ms = performance.now() - t0;
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${text.slice(0, 300)}`);
  const report = JSON.parse(text) as { created?: number; data?: { created: number } };
  return { ms, created: report.created ?? report.data?.created ?? 0 };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/**
 * `--target imports`: 10,000-row CSV imports on the server, `rounds` times: the demo vendor's
 * products (2,000 products of 5 variants, new keys each round) checked, applied, applied again
 * (every row unchanged), then changed (every stock) and applied; the admin's equipment (10,000)
 * checked and applied. Each round's rows are deleted afterwards (their activity rows stay).
 */
export async function benchImports({ base, accounts, databaseUrl, rounds }: ImportsBenchOptions) {
  const vendor = await signIn(base, accounts.vendor);
  const admin = await signIn(base, accounts.admin);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const rows: string[][] = [];
  try {
    for (let round = 1; round <= rounds; round += 1) {
      const tag = `bench${Date.now().toString(36)}`;
      const products = (step: string, file: string, mode = 'upsert') =>
        timed(`${base}/imports/products/${step}?mode=${mode}`, vendor, file);
      const first = productsFile(tag, 10);
      const check = await products('check', first, 'create');
      const apply = await products('apply', first, 'create');
      const again = await products('apply', first);
      const changed = productsFile(tag, 11);
      const checkUpdate = await products('check', changed, 'update');
      const applyUpdate = await products('apply', changed, 'update');
      const equipment = (step: string) =>
        timed(`${base}/imports/equipment/${step}?mode=create`, admin, equipmentFile(tag, 2));
      const equipmentCheck = await equipment('check');
      const equipmentApply = await equipment('apply');
      await client.query('delete from products where product_key like $1', [`${tag}-%`]);
      await client.query('delete from equipment where name like $1', [`Bench ${tag} %`]);
      rows.push([
        String(round),
        seconds(check.ms),
        seconds(apply.ms),
        seconds(again.ms),
        seconds(checkUpdate.ms),
        seconds(applyUpdate.ms),
        seconds(equipmentCheck.ms),
        seconds(equipmentApply.ms),
      ]);
    }
  } finally {
    await client.end();
  }
  printTable(
    [
      'round',
      'products check',
      'apply (create)',
      'apply again',
      'check (update)',
      'apply (update)',
      'equipment check',
      'equipment apply',
    ],
    rows,
  );
}
