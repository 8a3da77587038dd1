import { z } from 'zod';

/** One field as JSON Schema gives it (z.toJSONSchema): only what a generic screen reads. */
export const jsonFieldSchema = z.object({
  type: z.union([z.string(), z.array(z.string())]).optional(),
  title: z.string().optional(),
  enum: z.array(z.union([z.string(), z.number()])).optional(),
  default: z.unknown().optional(),
  minimum: z.number().optional(),
  maximum: z.number().optional(),
  maxLength: z.number().optional(),
});
export type JsonField = z.infer<typeof jsonFieldSchema>;

export const jsonObjectSchema = z.object({
  properties: z.record(z.string(), jsonFieldSchema),
  required: z.array(z.string()).optional(),
});
export type JsonObject = z.infer<typeof jsonObjectSchema>;

/**
 * GET /<REST entity>/form: how the admin's generic screen shows a REST entity — its
 * record's fields (the columns), the bodies of create and update where offered (the inputs),
 * whether rows may be deleted, and which columns sort.
 */
export const entityFormSchema = z.object({
  record: jsonObjectSchema,
  create: jsonObjectSchema.nullable(),
  update: jsonObjectSchema.nullable(),
  remove: z.boolean(),
  sortable: z.array(z.string()),
});
export type EntityForm = z.infer<typeof entityFormSchema>;

const jsonObject = (schema: z.ZodType, io: 'input' | 'output'): JsonObject =>
  // Dates and other values JSON Schema cannot state are shown as text.
  z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonObject;

/**
 * How a generic screen lists and edits an entity, from its record and write bodies: the server's
 * GET /<REST entity>/form answers it, and the admin builds it itself from a record contract.
 */
export const entityFormOf = ({
  record,
  create,
  update,
  remove,
  sortable,
}: {
  record: z.ZodType;
  create?: z.ZodType;
  update?: z.ZodType;
  remove: boolean;
  sortable: readonly string[];
}): EntityForm => ({
  record: jsonObject(record, 'output'),
  create: create ? jsonObject(create, 'input') : null,
  update: update ? jsonObject(update, 'input') : null,
  remove,
  sortable: [...sortable],
});
