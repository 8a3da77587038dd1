import { type SearchGroup, type SearchQuery, searchResponseSchema } from '../../../shared/contract/search';
import type { Call } from './call';

/** GET /search: the records matching the text, grouped by kind (the command palette's results). */
export const searchCall: Call<SearchQuery & { signal?: AbortSignal }, SearchGroup[]> = {
  method: 'GET',
  path: '/search',
  query: ({ q }) => ({ q }),
  read: (body) => searchResponseSchema.parse(body).data,
};
