import { asc, sql } from 'drizzle-orm';
import type { Category, CreateCategoryBody, UpdateCategoryBody } from '../../../shared/contract/categories';
import { messages } from '../../../shared/messages';
import { catalogRecordService } from '../../catalog/recordService';
import { pgErrorOf } from '../../db/pgError';
import { categories } from '../../db/schema';
import { conflict, notFound } from '../../errors';

type CategoryRow = typeof categories.$inferSelect;

/** The unique index on lower(name): names are unique whatever their case. */
const NAME_INDEX = 'categories_name_lower_idx';

/** The one DB row -> wire shape mapping of spec §3 Category. */
export const toCategory = (row: CategoryRow): Category => ({
  id: row.id,
  name: row.name,
  description: row.description,
  imageUrl: row.imageUrl,
});

/** The database, not a prior lookup, decides whether a name is taken (two saves may race). */
function isNameTaken(err: unknown): boolean {
  const pg = pgErrorOf(err);
  return pg?.code === '23505' && pg.constraint === NAME_INDEX;
}

/**
 * Spec §7 Categories, by name; a taken name is the form's field error, not the generic
 * duplicate message. Products of a deleted category become Uncategorized (the foreign key
 * sets them to null).
 */
export const categoryService = catalogRecordService<CategoryRow, Category, CreateCategoryBody | UpdateCategoryBody>({
  table: categories,
  toRecord: toCategory,
  columnsOf: (body) => ({ name: body.name, description: body.description, imageUrl: body.imageUrl ?? null }),
  orderBy: [asc(sql`lower(${categories.name})`), asc(categories.name)],
  missing: () => notFound(messages.category.notFound),
  refine: (err) =>
    isNameTaken(err) ? conflict(messages.category.nameTaken, { name: messages.category.nameTaken }) : err,
});
