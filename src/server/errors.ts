import type { ApiError } from '../shared/contract/common';

/** An error whose status and message are safe to show to the caller (DESIGN.md error format). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: ApiError['errors'],
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: ApiError['errors']) => new HttpError(400, message, errors);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, errors?: ApiError['errors']) => new HttpError(409, message, errors);
