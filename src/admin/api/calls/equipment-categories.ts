import { equipmentCategoryContract } from '../../../shared/contract/equipment-categories';
import { recordCalls } from './recordCalls';

/** Issue 29's equipment categories: the whole list, create, update, delete. */
export const equipmentCategoryCalls = recordCalls(equipmentCategoryContract);
