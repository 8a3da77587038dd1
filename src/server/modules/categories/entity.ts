import { asc, sql } from 'drizzle-orm';
import { categoryContract } from '../../../shared/contract/categories';
import { messages } from '../../../shared/messages';
import { refusalBy } from '../../db/pgError';
import { categories } from '../../db/schema';
import { recordEntity } from '../../entity/recordEntity';
import { conflict } from '../../errors';

const m = messages.category;

/**
 * Spec §7 Categories: ADMIN manages them, vendors read the list for the product form. By name,
 * unique whatever their case (a taken name is the form's field error); products of a deleted
 * category become Uncategorized (the foreign key sets them to null).
 */
export const categoryEntity = recordEntity(categoryContract)({
  table: categories,
  access: { manage: ['ADMIN'], read: ['VENDOR'] },
  texts: { added: m.added, updated: m.updated, deleted: m.deleted, notFound: m.notFound },
  activity: { entity: 'categories' },
  sample: (n) => ({ name: `Tiles ${n}`, description: 'Floor and wall tiles', imageUrl: null }),
  orderBy: [asc(sql`lower(${categories.name})`), asc(categories.name)],
  refine: refusalBy('categories_name_lower_idx', () => conflict(m.nameTaken, { name: m.nameTaken })),
  export: {
    headers: {
      id: messages.exports.id,
      name: m.columnName,
      description: m.columnDescription,
      imageUrl: m.columnImage,
    },
  },
  summaries: {
    list: 'Every category, by name',
    add: 'Create a category (names are unique whatever their case)',
    update: 'Replace a category',
    delete: 'Delete a category; its products become Uncategorized; answers the deleted record',
  },
});
