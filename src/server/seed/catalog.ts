/**
 * Categories, and products with their variants spread over the vendors. The catalogue's names
 * (catalog-data.ts) go to the database once as small temporary tables; products and variants
 * are then drawn from them in SQL, so their number costs Node nothing.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { categories } from '../db/schema';
import { CATALOG, type CatalogGroup, type ProductTemplate } from './catalog-data';
import { daysBefore, type SeedClock } from './clock';
import { intBetween, lit, seededUuid, uniform, weighted } from './draw';
import { insertRows } from './insert';
import type { VendorRef } from './people';
import { DAY_MS, daysAgo, faker } from './random';

export async function seedCategories(tx: Tx, clock: SeedClock): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const rows: (typeof categories.$inferInsert)[] = [];
  for (const group of CATALOG) {
    if (!group.category) continue;
    const id = faker.string.uuid();
    const createdAt = daysAgo(clock.now, clock.historyDays + 310, clock.historyDays + 410);
    ids.set(group.category.name, id);
    rows.push({
      id,
      name: group.category.name,
      description: group.category.description,
      createdAt,
      updatedAt: createdAt,
    });
  }
  await insertRows(tx, categories, rows);
  return ids;
}

interface Combo {
  group: CatalogGroup;
  brand: string;
  template: ProductTemplate;
}

/** Every brand x template of the catalogue, shuffled once so names repeat only past their number. */
function shuffledCombos(): Combo[] {
  const combos = CATALOG.flatMap((group) =>
    group.brands.flatMap((brand) => group.templates.map((template) => ({ group, brand, template }))),
  );
  return faker.helpers.shuffle(combos);
}

/** Product n of the seed is combo n modulo their number: its name, texts and quantity range. */
function comboRows(combos: readonly Combo[], categoryIds: ReadonlyMap<string, string>) {
  return combos.map(({ group, brand, template }, c) => ({
    c,
    category_id: group.category ? (categoryIds.get(group.category.name) ?? null) : null,
    name: `${brand} ${template.base}`,
    description: template.description,
    information: [{ Brand: brand }, ...template.information],
    keywords: [...template.keywords, brand.toLowerCase()],
    unit_name: template.unitName,
    qmin: template.quantity[0],
    qmax: template.quantity[1],
    options: template.sizes.length * template.colors.length,
  }));
}

/** Each combo's size x colour options, with their price range in paise. */
function optionRows(combos: readonly Combo[]) {
  return combos.flatMap(({ template }, c) =>
    template.sizes
      .flatMap((s) => template.colors.map((color) => ({ ...s, color })))
      .map((option, o) => ({
        c,
        o,
        size: option.size,
        color: option.color,
        pmin: Math.round(option.price[0] * 100),
        pmax: Math.round(option.price[1] * 100),
      })),
  );
}

/**
 * The demo vendor lists two products in five (24 of 60 at scale 1), the others share the rest:
 * the owner of product n is slot n % 5 of this list, with the window its listing date falls in.
 */
function ownerSlots(clock: SeedClock, vendors: readonly VendorRef[]) {
  const [demo, ...others] = vendors;
  if (!demo) throw new Error('no vendors to own the products');
  // Listed before the history of orders, so no order predates its product.
  const latest = daysBefore(clock, clock.historyDays + 1);
  return [0, 1, 2, 3, 4].map((slot) => {
    const vendor = slot < 2 || others.length === 0 ? demo : (others[(slot - 2) % others.length] ?? demo);
    const earliest = new Date(
      Math.max(vendor.createdAt.getTime() + DAY_MS, daysBefore(clock, clock.historyDays + 270).getTime()),
    );
    return {
      index: vendors.indexOf(vendor),
      id: vendor.id,
      earliest: earliest.toISOString(),
      latest: latest.toISOString(),
    };
  });
}

/** A vendor that sells, with how many variants it lists. */
export interface Seller {
  /** Its place in the accounts' vendor list (the demo vendor is 0). */
  vendorIndex: number;
  variants: number;
}

export interface CatalogResult {
  products: number;
  variants: number;
  /** In vendor order; orders draw their items from the temporary table seed_variants. */
  sellers: Seller[];
}

/** The catalogue's combos and their options as temporary tables (dropped at commit), for the SQL to draw from. */
async function stageCatalogue(tx: Tx, combos: readonly Combo[], categoryIds: ReadonlyMap<string, string>) {
  await tx.execute(sql`
    create temporary table seed_combos on commit drop as
    select * from jsonb_to_recordset(${JSON.stringify(comboRows(combos, categoryIds))}::jsonb) as t(
      c int, category_id uuid, name text, description text, information jsonb, keywords text[],
      unit_name text, qmin int, qmax int, options int)`);
  await tx.execute(sql`
    create temporary table seed_options on commit drop as
    select * from jsonb_to_recordset(${JSON.stringify(optionRows(combos))}::jsonb) as t(
      c int, o int, size text, color text, pmin int, pmax int)`);
}

/** Products 0..count - 1 into seed_products (n, id, vendor, combo, listing date), then into products. */
async function drawProducts(tx: Tx, clock: SeedClock, vendors: readonly VendorRef[], count: number, combos: number) {
  const slots = ownerSlots(clock, vendors);
  const slotOf = (field: 'index' | 'id' | 'earliest' | 'latest', type: string) =>
    sql`(${sql.param(slots.map((s) => s[field]))}::${sql.raw(type)}[])[n % 5 + 1]`;
  await tx.execute(sql`
    create temporary table seed_products on commit drop as
    select n, ${seededUuid('product', sql`n`)} as id, ${slotOf('index', 'int')} as vendor_index,
      ${slotOf('id', 'uuid')} as vendor_id, n % ${lit(combos)} as c,
      w.earliest + (w.latest - w.earliest) * ${uniform('product.created', sql`n`)} as created_at
    from generate_series(0, ${lit(count - 1)}) n
    cross join lateral (select ${slotOf('earliest', 'timestamptz')} as earliest, ${slotOf('latest', 'timestamptz')} as latest) w`);
  const result = await tx.execute(sql`
    insert into products (id, vendor_id, product_category_id, name, description, information, keywords, created_at, updated_at)
    select p.id, p.vendor_id, c.category_id, c.name, c.description, c.information, c.keywords, p.created_at, p.created_at
    from seed_products p join seed_combos c using (c)`);
  return result.rowCount ?? 0;
}

/**
 * 1 to 4 distinct options of each product's combo (first, first + step, ... modulo their number,
 * with step at most a third of it so four steps never wrap onto an option already taken) into
 * seed_variants, with what an order item copies from a variant and its number k among its
 * vendor's; then into product_variants.
 */
async function drawVariants(tx: Tx) {
  const n = sql`p.n`;
  const key = sql`(p.n * 4 + j)`;
  const counts: ReadonlyArray<readonly [string, number]> = [
    ['1', 25],
    ['2', 35],
    ['3', 25],
    ['4', 15],
  ];
  const price = intBetween('variant.price', key, sql`o.pmin`, sql`o.pmax`);
  await tx.execute(sql`
    create temporary table seed_variants on commit drop as
    select p.vendor_index, (row_number() over (partition by p.vendor_index order by p.n, j) - 1)::int as k,
      ${seededUuid('variant', key)} as id, p.id as product_id, p.vendor_id, c.name as product_name, o.size, o.color,
      -- Larger prices are whole rupees, as shops quote; smaller ones to 50 paise.
      (case when o.pmax >= 10000 then round(${price} / 100.0) * 100 else round(${price} / 50.0) * 50 end)::int8 as price_paise,
      c.unit_name, c.qmin, c.qmax, p.created_at,
      -- A few variants are sold out; the rest hold some weeks of typical orders.
      case when ${uniform('variant.soldOut', key)} < 0.08 then 0
        else ${intBetween('variant.stock', key, sql`c.qmax`, sql`c.qmax * 15`)} end as stock
    from seed_products p
    join seed_combos c using (c)
    cross join lateral (select least(${weighted('variant.count', n, counts, 'int')}, c.options) as wanted,
      ${intBetween('variant.first', n, 0, sql`c.options - 1`)} as first,
      ${intBetween('variant.step', n, 1, sql`greatest(1, (c.options - 1) / 3)`)} as step) d
    cross join lateral generate_series(0, d.wanted - 1) j
    join seed_options o on o.c = p.c and o.o = (d.first + j * d.step) % c.options`);
  // Orders join it by the thousand: the planner needs its size.
  await tx.execute(sql`analyze seed_variants`);
  const result = await tx.execute(sql`
    insert into product_variants (id, product_id, color, size, unit_price, unit_name, stock, created_at)
    select id, product_id, color, size, price_paise / 100.0, unit_name, stock, created_at
    from seed_variants`);
  return result.rowCount ?? 0;
}

/**
 * Writes the products and variants, and leaves seed_variants (dropped at commit) for the orders
 * to draw their items from.
 */
export async function seedProducts(
  tx: Tx,
  clock: SeedClock,
  vendors: readonly VendorRef[],
  categoryIds: ReadonlyMap<string, string>,
  count: number,
): Promise<CatalogResult> {
  const combos = shuffledCombos();
  await stageCatalogue(tx, combos, categoryIds);
  const products = await drawProducts(tx, clock, vendors, count, combos.length);
  const variants = await drawVariants(tx);
  const sellers = await tx.execute<{ vendor_index: number; variants: number }>(sql`
    select vendor_index, count(*)::int as variants from seed_variants group by vendor_index order by vendor_index`);
  return {
    products,
    variants,
    sellers: sellers.rows.map((r) => ({ vendorIndex: r.vendor_index, variants: r.variants })),
  };
}
