import { z } from 'zod';
import type { EntityForm, JsonObject } from '../../shared/contract/entityForm';
import { type CrudEntity, isChange } from './entity';

const jsonObject = (schema: z.ZodObject, io: 'input' | 'output'): JsonObject =>
  // Dates and other values JSON Schema cannot state are shown as text.
  z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonObject;

/** What the admin's generic screen needs to list and edit `entity` (see entityForm.ts). */
export const describeEntity = (entity: CrudEntity): EntityForm => ({
  record: jsonObject(entity.record, 'output'),
  create: entity.create ? jsonObject(entity.create, 'input') : null,
  update: entity.update && !isChange(entity.update) ? jsonObject(entity.update, 'input') : null,
  remove: Boolean(entity.remove),
  sortable: ['id', ...Object.keys(entity.columns)],
});
