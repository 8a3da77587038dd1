import {
  categoryIdBodySchema,
  categorySchema,
  createCategoryBodySchema,
  updateCategoryBodySchema,
} from '../../../shared/contract/categories';
import { messages } from '../../../shared/messages';
import { catalogRoutes } from '../../catalog/recordRoutes';
import { categoryService } from './service';

/** Spec §7 Categories: ADMIN manages them; vendors read the list for the product form. */
export const categoryRoutes = catalogRoutes({
  tag: 'categories',
  access: ['ADMIN'],
  readers: ['VENDOR'],
  paths: { add: '/create', update: '/update', delete: '/delete' },
  schemas: {
    record: categorySchema,
    idBody: categoryIdBodySchema,
    addBody: createCategoryBodySchema,
    updateBody: updateCategoryBodySchema,
  },
  idOf: (body) => body.id,
  service: categoryService,
  texts: { added: messages.category.created, updated: messages.category.updated, deleted: messages.category.deleted },
  summaries: {
    list: 'Every category, by name',
    add: 'Create a category (names are unique whatever their case)',
    update: 'Replace a category',
    delete: 'Delete a category; its products become Uncategorized; answers the deleted record',
  },
});
