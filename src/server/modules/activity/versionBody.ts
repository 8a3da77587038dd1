import type { z } from 'zod';
import { badRequest } from '../../errors';

/**
 * A version's fields as the body of an edit, checked by the edit's own schema: a version saved
 * under older rules, or naming what the rules no longer allow, is refused with each field's
 * message, as the form would refuse it.
 */
export function versionBody<S extends z.ZodType>(schema: S, fields: unknown): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  throw badRequest(
    Object.entries(errors)
      .map(([field, message]) => `${field}: ${message}`)
      .join('; '),
    errors,
  );
}
