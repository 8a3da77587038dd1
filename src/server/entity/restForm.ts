import { z } from 'zod';
import type { EntityForm, JsonObject } from '../../shared/contract/entityForm';
import type { RestEntitySpec } from './restEntity';

const jsonObject = (schema: z.ZodObject, io: 'input' | 'output'): JsonObject =>
  // Dates and other values JSON Schema cannot state are shown as text.
  z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonObject;

/** What the admin's generic screen needs to list and edit `entity` (see entityForm.ts). */
export const describeEntity = ({ contract, columns, remove }: RestEntitySpec): EntityForm => ({
  record: jsonObject(contract.record, 'output'),
  create: contract.create ? jsonObject(contract.create, 'input') : null,
  update: contract.update ? jsonObject(contract.update, 'input') : null,
  remove: Boolean(remove),
  sortable: ['id', ...Object.keys(columns)],
});
