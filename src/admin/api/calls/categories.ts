import { categoryContract } from '../../../shared/contract/categories';
import { recordCalls } from './recordCalls';

/** Spec §7 Categories; there is no single-category call, so getMany reads the list. */
export const categoryCalls = recordCalls(categoryContract);
