import { isAxiosError, isCancel } from 'axios';
import { HttpError } from 'react-admin';
import { type ApiError, apiErrorSchema } from '../../shared/contract/common';
import { messages } from '../../shared/messages';

/** The `{ message, errors? }` body every failed call carries (DESIGN.md, "The contract"). */
const serverBody = (error: unknown): ApiError | undefined => {
  const body = isAxiosError(error) ? error.response?.data : error instanceof HttpError ? error.body : undefined;
  const parsed = apiErrorSchema.safeParse(body);
  return parsed.success ? parsed.data : undefined;
};

/** The message the server sent with a failed call, if it sent one. */
export const serverMessage = (error: unknown): string | undefined => serverBody(error)?.message || undefined;

/** The `errors` of a failed call's body (field path -> message), for the form's inputs. */
export const serverFieldErrors = (error: unknown): Record<string, string> => serverBody(error)?.errors ?? {};

/** Spec §8 "General": the server's message, else the client error's message, else the fallback. */
export const errorMessage = (error: unknown, fallback: string): string =>
  serverMessage(error) || (error instanceof Error && error.message) || fallback;

/** The HTTP status of a failed call: an axios error, react-admin's HttpError or any `{ status }`. */
export const statusOf = (error: unknown): number | undefined => {
  if (isAxiosError(error)) return error.response?.status;
  const status: unknown = error !== null && typeof error === 'object' ? Reflect.get(error, 'status') : undefined;
  return typeof status === 'number' ? status : undefined;
};

/**
 * react-admin reads `status` (checkError) and `body.errors` (server-side form errors) from an
 * HttpError, so the dataProvider hands axios failures on in that shape.
 */
export const toHttpError = (error: unknown): unknown => {
  // A request react-query dropped (a newer page or filter replaced it) is an abort, which
  // react-admin neither logs nor shows; axios calls it a CanceledError.
  if (isCancel(error)) return new DOMException(messages.general.requestCanceled, 'AbortError');
  if (!isAxiosError(error)) return error;
  return new HttpError(errorMessage(error, error.message), error.response?.status, error.response?.data ?? null);
};
