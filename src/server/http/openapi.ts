import { z } from 'zod';
import { apiErrorSchema } from '../../shared/contract/common';

/**
 * The error answer every call may give besides the ones its route lists, in the OpenAPI
 * document's `components.responses`, generated from the contract's own schema.
 */
export const apiErrorResponse = {
  description: 'Any refusal or failure: `{ message, errors? }`, `errors` naming the fields of a 400.',
  // zod's type for a JSON Schema has an index signature the OpenAPI types refuse; its openapi-3.0 output is one.
  content: { 'application/json': { schema: z.toJSONSchema(apiErrorSchema, { target: 'openapi-3.0' }) as object } },
};

/** What the document's readers must know that no single route says. */
export const API_DESCRIPTION = [
  'Every non-2xx answer is an ApiError (components.responses), whatever refused the request.',
  'Besides the statuses a call lists: 405 with Allow (a method the path does not take),',
  '408 (the request took too long), 413 (body over 1 MiB), 415 (a body that is not JSON),',
  '429 (rate limited, with Retry-After), 431 (URL and headers over 16 KiB) and 503',
  '(the database or the server is restarting, with Retry-After).',
  "Text is trimmed before it is checked; a `pattern` uses Unicode property escapes (ECMAScript's `u` flag).",
].join(' ');
