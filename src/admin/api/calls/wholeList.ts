import type { z } from 'zod';
import type { ListCall } from './call';

/**
 * A spec call that returns a whole list as `{ data: [...] }` (equipments, service providers,
 * categories, notifications): the dataProvider filters, sorts and pages it in the browser.
 */
export const wholeList = <Row extends { id: string }>(path: string, schema: z.ZodType<{ data: Row[] }>): ListCall => ({
  method: 'GET',
  path,
  paging: 'client',
  read: (body) => {
    const { data } = schema.parse(body);
    return { data, total: data.length };
  },
});
