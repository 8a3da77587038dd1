import type { LightMyRequestResponse } from 'fastify';
import { apiErrorSchema } from '../../src/shared/contract/common';

/** DESIGN.md's error body, `{ message, errors? }`, and nothing else. */
const strictApiError = apiErrorSchema.strict();

export type Fault = '5xx' | 'bad error format' | 'write on refusal';

/** What is wrong with an answer to a fuzzed request, if anything. */
export function faultOf(res: LightMyRequestResponse, wrote: boolean): Fault | undefined {
  if (res.statusCode >= 500) return '5xx';
  if (res.statusCode < 400) return undefined;
  if (wrote) return 'write on refusal';
  if (!/^application\/json/.test(String(res.headers['content-type'] ?? ''))) return 'bad error format';
  try {
    return strictApiError.safeParse(JSON.parse(res.body)).success ? undefined : 'bad error format';
  } catch {
    return 'bad error format';
  }
}
