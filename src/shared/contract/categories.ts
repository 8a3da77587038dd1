import { z } from 'zod';
import { messages } from '../messages';
import { imageUrlSchema, requiredText } from './common';
import { recordContract } from './recordContract';

const m = messages.category;

/** Spec §5 "Category": name and description required, image optional. */
export const categoryFields = {
  name: requiredText(m.nameRequired).max(100, { error: m.nameTooLong }),
  description: requiredText(m.descriptionRequired).max(1000, { error: m.descriptionTooLong }),
  imageUrl: imageUrlSchema,
};

/** Spec §3 Category. */
export const categorySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
});
export type Category = z.infer<typeof categorySchema>;

/** Spec §7 Categories: POST /categories/create, /update (plus id), /delete {id}; GET answers the list. */
export const categoryContract = recordContract({
  base: '/categories',
  calls: { style: 'plain', idKey: 'id' },
  fields: categoryFields,
  record: categorySchema,
});
export type CreateCategoryBody = z.infer<typeof categoryContract.addBody>;
