import { z } from 'zod';
import { dataResponse, idSchema, recordResponse } from './common';

/**
 * The wire shapes of an entity the API lists whole, in the categories' style of spec §7:
 * add takes its fields, update the same plus `id`, delete `{ id }`; the list answers
 * `{ data: [...] }` and every write `{ message, data: record }`.
 */
export const catalogSchemas = <Fields extends z.ZodRawShape, Record extends z.ZodObject>(
  fields: Fields,
  record: Record,
) => ({
  record,
  addBody: z.object(fields),
  updateBody: z.object({ id: idSchema, ...fields }),
  idBody: z.object({ id: idSchema }),
  list: dataResponse(z.array(record)),
  written: recordResponse(record),
});
