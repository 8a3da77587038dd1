import { z } from 'zod';
import { messages } from '../messages';
import { dataResponse, idSchema, imageUrlSchema, recordResponse, requiredText } from './common';

const m = messages.category;

/** Spec §5 "Category": name and description required, image optional. */
export const categoryFields = {
  name: requiredText(m.nameRequired).pipe(z.string().max(100, { error: m.nameTooLong })),
  description: requiredText(m.descriptionRequired).pipe(z.string().max(1000, { error: m.descriptionTooLong })),
  imageUrl: imageUrlSchema,
};

/** POST /categories/create. */
export const createCategoryBodySchema = z.object(categoryFields);
export type CreateCategoryBody = z.infer<typeof createCategoryBodySchema>;

/** POST /categories/update. */
export const updateCategoryBodySchema = z.object({ id: idSchema, ...categoryFields });
export type UpdateCategoryBody = z.infer<typeof updateCategoryBodySchema>;

/** POST /categories/delete. */
export const categoryIdBodySchema = z.object({ id: idSchema });

/** Spec §3 Category. */
export const categorySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryListResponseSchema = dataResponse(z.array(categorySchema));
export const categoryWriteResponseSchema = recordResponse(categorySchema);
