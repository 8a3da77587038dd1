import { z } from 'zod';

const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** A query parameter holding JSON, as ra-data-simple-rest sends sort, range and filter. */
const json = <T extends z.ZodType>(name: string, schema: T) =>
  z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: `${name} must be JSON` });
        return z.NEVER;
      }
    })
    .pipe(schema);

export const MAX_PAGE_ROWS = 1000;

/** GET /<resource>?sort=["field","ASC"]&range=[0,24]&filter={"field":value|[values]} */
export const listQuerySchema = z.object({
  sort: json(
    'sort',
    z.tuple([z.string(), z.enum(['ASC', 'DESC'])], { error: 'sort must be ["field","ASC"|"DESC"]' }),
  ).optional(),
  range: json(
    'range',
    z
      .tuple([z.int().min(0), z.int().min(0)], { error: 'range must be [first, last]' })
      .refine(([first, last]) => last >= first && last - first < MAX_PAGE_ROWS, {
        error: `range must cover 1 to ${MAX_PAGE_ROWS} rows`,
      }),
  ).optional(),
  filter: json(
    'filter',
    z.record(z.string(), z.union([scalar, z.array(scalar)]), { error: 'filter must be an object' }),
  ).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;
