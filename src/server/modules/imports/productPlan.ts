import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  type ImportItem,
  type ImportMode,
  type ImportReport,
  KEYWORD_SEPARATOR,
  PRODUCT_COLUMNS,
  PRODUCT_IGNORED_COLUMNS,
  type ProductColumn,
} from '../../../shared/contract/imports';
import { productFields, VARIANT_DEFAULTS, variantFields } from '../../../shared/contract/products';
import { messages } from '../../../shared/messages';
import type { Db, Tx } from '../../db/client';
import { productCells } from '../products/csvRows';
import { cellOf, informationOf, keyOf, numberOf } from './cells';
import { type CsvRow, readCsvTable } from './csvTable';
import { type Catalog, readCatalog, type StoredProduct, type StoredVariant } from './productCatalog';
import { groupProducts, hasVariant, type ProductGroup } from './productRows';
import { actionOf, changesOf, ImportErrors, reportOf } from './report';

const m = messages.csvImport;
const MAX_KEY_LENGTH = 100;

/** The forms' rules (shared contract), without the image, which an import leaves as it is. */
const productSchema = z.object(productFields);
const { imageUrl: _image, ...variantRules } = variantFields;
const variantSchema = z.object(variantRules);

const PRODUCT_COLUMN_OF: Record<string, ProductColumn> = {
  name: 'Product Name',
  description: 'Description',
  information: 'Information',
  keywords: 'Keywords',
  productCategoryId: 'Category',
};
const VARIANT_COLUMN_OF: Record<string, ProductColumn> = {
  color: 'Colour',
  size: 'Size',
  unitPrice: 'Unit Price',
  unitName: 'Unit Name',
  stock: 'Stock',
};

/** A product as an import writes it. */
export type ProductValues = Omit<StoredProduct, 'id'>;
/** A variant as an import writes it (its image is kept, a new one has none). */
export type VariantValues = Omit<StoredVariant, 'id' | 'productId'>;

export interface ProductWrite {
  id: string;
  before: StoredProduct | null;
  after: ProductValues;
}
export interface VariantWrite {
  id: string;
  productId: string;
  productName: string;
  before: StoredVariant | null;
  after: VariantValues;
}

/** What a products file would do: the report, and the writes an apply makes (created and updated records only). */
export interface ProductPlan {
  report: ImportReport;
  products: ProductWrite[];
  variants: VariantWrite[];
}

const productCellsOf = (p: ProductValues): Record<string, string> => ({
  'Product Key': productCells.text(p.productKey),
  'Product Name': p.name,
  Category: productCells.category(p.categoryName),
  Description: productCells.text(p.description),
  Keywords: productCells.keywords(p.keywords),
  Information: productCells.information(p.information),
});

const variantCellsOf = (v: VariantValues): Record<string, string> => ({
  SKU: productCells.text(v.sku),
  Size: v.size,
  Colour: v.color,
  'Unit Price': productCells.price(v.unitPrice),
  'Unit Name': v.unitName,
  Stock: productCells.stock(v.stock),
});

/** Reads a products file and decides, against the vendor's catalog, what each row would do. */
class ProductPlanner {
  readonly errors = new ImportErrors();
  readonly items: ImportItem[] = [];
  readonly products: ProductWrite[] = [];
  readonly variants: VariantWrite[] = [];
  private readonly productsById: Map<string, StoredProduct>;
  private readonly productsByKey: Map<string, StoredProduct>;
  private readonly variantsById: Map<string, StoredVariant>;
  private readonly variantsBySku: Map<string, StoredVariant>;
  /** Records already claimed by an earlier row, and keys already given: each at most once a file. */
  private readonly claimed = new Set<string>();
  private readonly keys = new Map<string, string>();
  private readonly skus = new Map<string, string>();

  constructor(
    private readonly columns: ReadonlyMap<ProductColumn, number>,
    private readonly catalog: Catalog,
    private readonly mode: ImportMode,
  ) {
    this.productsById = new Map(catalog.products.map((p) => [p.id.toLowerCase(), p]));
    this.productsByKey = new Map(catalog.products.flatMap((p) => (p.productKey ? [[p.productKey, p]] : [])));
    this.variantsById = new Map(catalog.variants.map((v) => [v.id.toLowerCase(), v]));
    this.variantsBySku = new Map(catalog.variants.flatMap((v) => (v.sku ? [[v.sku, v]] : [])));
  }

  private cell(row: CsvRow, column: ProductColumn) {
    return cellOf(this.columns, row, column);
  }

  /** The stored product a group names, or null for a new one; undefined when the row is refused. */
  private matchProduct(group: ProductGroup): StoredProduct | null | undefined {
    const column = group.id === null ? 'Product Key' : 'Product ID';
    const found =
      group.id === null ? this.productsByKey.get(group.key ?? '') : this.productsById.get(group.id.toLowerCase());
    if (group.id !== null && !found) return this.refuse(group.row, column, messages.product.notFound);
    if (found && this.mode === 'create') return this.refuse(group.row, column, m.productExists);
    if (!found && this.mode === 'update') return this.refuse(group.row, column, m.productUnknown);
    if (found && this.claimed.has(found.id)) return this.refuse(group.row, column, m.productTwice);
    if (found) this.claimed.add(found.id);
    return found ?? null;
  }

  private refuse(row: number, column: string, message: string): undefined {
    this.errors.add(row, column, message);
    return undefined;
  }

  /** The product's values: the stored ones (a new product's blank ones) with the row's cells over them. */
  private productValues(row: CsvRow, stored: StoredProduct | null): ProductValues | undefined {
    const base: ProductValues = stored ?? {
      name: '',
      description: null,
      information: [],
      keywords: [],
      productCategoryId: null,
      categoryName: null,
      productKey: null,
    };
    const name = this.cell(row, 'Product Name');
    const description = this.cell(row, 'Description');
    const keywords = this.cell(row, 'Keywords');
    const categoryCell = this.cell(row, 'Category');
    const key = keyOf(this.cell(row, 'Product Key'));
    const information = informationOf(this.cell(row, 'Information'), base.information, this.errors, row.row);
    let ok = information !== undefined;
    let category = base.productCategoryId === null ? null : { id: base.productCategoryId, name: base.categoryName };
    if (categoryCell !== undefined) {
      const found = this.catalog.categories.get(categoryCell.trim().toLowerCase());
      if (categoryCell.trim() === '') category = null;
      else if (found) category = found;
      else {
        this.errors.add(row.row, 'Category', messages.product.categoryNotFound);
        ok = false;
      }
    }
    const parsed = productSchema.safeParse({
      name: name ?? base.name,
      description: description ?? base.description,
      information: information === undefined ? base.information : information.value,
      keywords: keywords === undefined ? base.keywords : keywords.split(KEYWORD_SEPARATOR),
      productCategoryId: category?.id ?? null,
    });
    if (!parsed.success) {
      this.errors.addIssues(row.row, parsed.error.issues, PRODUCT_COLUMN_OF);
      return undefined;
    }
    const productKey = key === undefined ? base.productKey : key;
    if (productKey && productKey.length > MAX_KEY_LENGTH) {
      this.errors.add(row.row, 'Product Key', m.productKeyTooLong);
      return undefined;
    }
    if (!ok) return undefined;
    return {
      ...parsed.data,
      description: parsed.data.description ?? null,
      categoryName: category?.name ?? null,
      productKey,
    };
  }

  /** A key or SKU is the vendor's for one record: not another stored one's, nor another row's. */
  private keyTaken(key: string | null, id: string, stored: Map<string, { id: string }>, given: Map<string, string>) {
    if (!key) return false;
    const owner = stored.get(key);
    if ((owner && owner.id !== id) || (given.has(key) && given.get(key) !== id)) return true;
    given.set(key, id);
    return false;
  }

  planProduct(group: ProductGroup): void {
    const stored = this.matchProduct(group);
    if (stored === undefined) return;
    const [first] = group.rows as [CsvRow];
    const values = this.productValues(first, stored);
    const id = stored?.id ?? randomUUID();
    if (values && this.keyTaken(values.productKey, id, this.productsByKey, this.keys))
      this.errors.add(group.row, 'Product Key', m.productKeyTaken);
    else if (values) {
      const changes = changesOf(stored && productCellsOf(stored), productCellsOf(values));
      const action = actionOf(stored, changes);
      this.items.push({ row: group.row, kind: 'product', label: values.name, action, changes });
      if (action !== 'unchanged') this.products.push({ id, before: stored, after: values });
    }
    for (const row of group.rows)
      if (hasVariant(this.columns, row)) this.planVariant(row, id, stored, values?.name ?? '');
  }

  /** The stored variant a row names, or null for a new one; undefined when the row is refused. */
  private matchVariant(row: CsvRow, productId: string): StoredVariant | null | undefined {
    const id = keyOf(this.cell(row, 'Variant ID'));
    const sku = keyOf(this.cell(row, 'SKU'));
    const column = id ? 'Variant ID' : 'SKU';
    const found = id ? this.variantsById.get(id.toLowerCase()) : sku ? this.variantsBySku.get(sku) : undefined;
    if (id && !found) return this.refuse(row.row, column, messages.variant.notFound);
    if (found && found.productId !== productId) return this.refuse(row.row, column, m.variantOfOtherProduct);
    if (found && this.mode === 'create') return this.refuse(row.row, column, m.variantExists);
    if (!found && this.mode === 'update') return this.refuse(row.row, column, m.variantUnknown);
    if (found && this.claimed.has(found.id)) return this.refuse(row.row, column, m.variantTwice);
    if (found) this.claimed.add(found.id);
    return found ?? null;
  }

  private planVariant(row: CsvRow, productId: string, product: StoredProduct | null, productName: string): void {
    const stored = this.matchVariant(row, product === null ? '' : productId);
    if (stored === undefined) return;
    const base = stored ?? { ...VARIANT_DEFAULTS, size: '', unitPrice: undefined, stock: undefined, imageUrl: null };
    const text = (column: ProductColumn, kept: string) => this.cell(row, column) ?? kept;
    const number = (column: ProductColumn, kept: number | undefined) =>
      this.cell(row, column) === undefined ? kept : numberOf(this.cell(row, column));
    const parsed = variantSchema.safeParse({
      color: text('Colour', base.color),
      size: text('Size', base.size),
      unitName: text('Unit Name', base.unitName),
      unitPrice: number('Unit Price', base.unitPrice),
      stock: number('Stock', base.stock),
    });
    const skuCell = keyOf(this.cell(row, 'SKU'));
    const sku = skuCell === undefined ? (stored?.sku ?? null) : skuCell;
    if (sku && sku.length > MAX_KEY_LENGTH) this.errors.add(row.row, 'SKU', m.skuTooLong);
    if (!parsed.success) {
      this.errors.addIssues(row.row, parsed.error.issues, VARIANT_COLUMN_OF);
      return;
    }
    const id = stored?.id ?? randomUUID();
    if (this.keyTaken(sku, id, this.variantsBySku, this.skus)) {
      this.errors.add(row.row, 'SKU', m.skuTaken);
      return;
    }
    const values: VariantValues = { ...parsed.data, imageUrl: stored?.imageUrl ?? null, sku };
    const changes = changesOf(stored && variantCellsOf(stored), variantCellsOf(values));
    const action = actionOf(stored, changes);
    this.items.push({ row: row.row, kind: 'variant', label: `${productName} · ${values.size}`, action, changes });
    if (action !== 'unchanged') this.variants.push({ id, productId, productName, before: stored, after: values });
  }
}

/**
 * A dry run of a products file for a vendor (inside an apply's transaction, with the named rows
 * locked): every error, and what each product and variant would become. Writes nothing.
 */
export async function planProducts(
  db: Db | Tx,
  vendorId: string,
  text: string,
  mode: ImportMode,
  lock = false,
): Promise<ProductPlan & { vendorName: string }> {
  const table = readCsvTable(text, PRODUCT_COLUMNS, PRODUCT_IGNORED_COLUMNS);
  const errors = new ImportErrors();
  errors.list.push(...table.errors);
  const groups = groupProducts(table.columns, table.rows, errors);
  const named = {
    productIds: [] as string[],
    productKeys: [] as string[],
    variantIds: [] as string[],
    skus: [] as string[],
  };
  for (const row of table.rows) {
    const add = (list: string[], column: ProductColumn) => {
      const value = keyOf(cellOf(table.columns, row, column));
      if (value) list.push(value);
    };
    add(named.productIds, 'Product ID');
    add(named.productKeys, 'Product Key');
    add(named.variantIds, 'Variant ID');
    add(named.skus, 'SKU');
  }
  const catalog = await readCatalog(db, vendorId, named, lock);
  const planner = new ProductPlanner(table.columns, catalog, mode);
  planner.errors.list.push(...errors.list);
  for (const group of groups) planner.planProduct(group);
  return {
    report: reportOf(planner.items, planner.errors),
    products: planner.products,
    variants: planner.variants,
    vendorName: catalog.vendorName,
  };
}
