import type { z } from 'zod';

/** The first message per field of a failed zod parse, for helper texts under inputs. */
export const fieldErrors = <Field extends string>(error: z.ZodError): Partial<Record<Field, string>> => {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
};
