/** Categories, and products with their variants spread over the vendors. */
import type { Tx } from '../db/client';
import { categories, products, productVariants } from '../db/schema';
import { CATALOG, type CatalogGroup, type ProductTemplate } from './catalog-data';
import type { SeedClock } from './clock';
import { insertRows } from './insert';
import type { VendorRef } from './people';
import { between, DAY_MS, daysAgo, faker, pricePaise, weighted } from './random';

/** What an order item copies from the product and variant it was bought from. */
export interface VariantRef {
  productId: string;
  variantId: string;
  vendorId: string;
  productName: string;
  size: string;
  color: string;
  imageUrl: string | null;
  unitPricePaise: number;
  quantity: readonly [number, number];
}

export async function seedCategories(tx: Tx, clock: SeedClock): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const rows: (typeof categories.$inferInsert)[] = [];
  for (const group of CATALOG) {
    if (!group.category) continue;
    const id = faker.string.uuid();
    const createdAt = daysAgo(clock.now, 400, 500);
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

/** The demo vendor lists two products in five (24 of 60 at scale 1), the others share the rest. */
function vendorOf(index: number, vendors: readonly VendorRef[]): VendorRef {
  const [demo, ...others] = vendors;
  if (!demo) throw new Error('no vendors to own the products');
  const slot = index % 5;
  return slot < 2 || others.length === 0 ? demo : (others[(slot - 2) % others.length] ?? demo);
}

export interface CatalogResult {
  products: number;
  variants: VariantRef[];
}

export async function seedProducts(
  tx: Tx,
  clock: SeedClock,
  vendors: readonly VendorRef[],
  categoryIds: ReadonlyMap<string, string>,
  count: number,
): Promise<CatalogResult> {
  const combos = shuffledCombos();
  const productRows: (typeof products.$inferInsert)[] = [];
  const variantRows: (typeof productVariants.$inferInsert)[] = [];
  const variants: VariantRef[] = [];
  // Listed before the 90 days of orders, so no order predates its product.
  const latest = new Date(clock.now.getTime() - 91 * DAY_MS);
  for (let i = 0; i < count; i++) {
    const combo = combos[i % combos.length];
    if (!combo) throw new Error('empty catalogue');
    const { group, brand, template } = combo;
    const vendor = vendorOf(i, vendors);
    const id = faker.string.uuid();
    const name = `${brand} ${template.base}`;
    const earliest = new Date(Math.max(vendor.createdAt.getTime() + DAY_MS, clock.now.getTime() - 360 * DAY_MS));
    const createdAt = between(earliest, latest);
    productRows.push({
      id,
      vendorId: vendor.id,
      productCategoryId: group.category ? (categoryIds.get(group.category.name) ?? null) : null,
      name,
      description: template.description,
      information: [{ Brand: brand }, ...template.information],
      keywords: [...template.keywords, brand.toLowerCase()],
      createdAt,
      updatedAt: createdAt,
    });

    const options = faker.helpers.shuffle(
      template.sizes.flatMap((s) => template.colors.map((color) => ({ ...s, color }))),
    );
    const wanted = weighted([
      [1, 25],
      [2, 35],
      [3, 25],
      [4, 15],
    ] as const);
    for (const option of options.slice(0, wanted)) {
      const variantId = faker.string.uuid();
      const unitPricePaise = pricePaise(option.price[0], option.price[1]);
      // A few variants are sold out; the rest hold some weeks of typical orders.
      const stock = faker.datatype.boolean({ probability: 0.08 })
        ? 0
        : faker.number.int({ min: template.quantity[1], max: template.quantity[1] * 15 });
      variantRows.push({
        id: variantId,
        productId: id,
        color: option.color,
        size: option.size,
        unitPrice: unitPricePaise / 100,
        unitName: template.unitName,
        stock,
        createdAt,
      });
      variants.push({
        productId: id,
        variantId,
        vendorId: vendor.id,
        productName: name,
        size: option.size,
        color: option.color,
        imageUrl: null,
        unitPricePaise,
        quantity: template.quantity,
      });
    }
  }
  await insertRows(tx, products, productRows);
  await insertRows(tx, productVariants, variantRows);
  return { products: productRows.length, variants };
}
