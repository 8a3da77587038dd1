import { HttpError } from 'react-admin';
import { apiErrorSchema } from '../../../shared/contract/common';

/** The `errors` of a failed call's `{ message, errors }` body: field path -> message. */
export const serverFieldErrors = (error: unknown): Record<string, string> => {
  const body = apiErrorSchema.safeParse(error instanceof HttpError ? error.body : undefined);
  return body.success ? (body.data.errors ?? {}) : {};
};
