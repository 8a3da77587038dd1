import { QueryClient } from '@tanstack/react-query';
import { QUERY_GC_TIME_MS, QUERY_RETRY_COUNT, QUERY_RETRY_MAX_DELAY_MS } from '../../shared/constants';
import { statusOf } from './errors';

/** A 4xx answer will be the same next time; retrying it only delays the error panel. */
const isClientError = (error: unknown) => {
  const status = statusOf(error);
  return status !== undefined && status >= 400 && status < 500;
};

/**
 * How long react-admin's auth answers (signed in, permissions, access) stay fresh: react-admin's
 * own choice for permissions and identity. Ours come from the session in memory, and signing out
 * clears the cache, so asking again on every page only re-rendered the routes and the layout.
 */
const AUTH_ANSWERS_FRESH_MS = 5 * 60 * 1000;

/** Spec §9: retry 3 times, delay doubling from 1 s up to 30 s; unused data kept 5 minutes. */
export const createQueryClient = () => {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < QUERY_RETRY_COUNT && !isClientError(error),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, QUERY_RETRY_MAX_DELAY_MS),
        gcTime: QUERY_GC_TIME_MS,
      },
    },
  });
  queryClient.setQueryDefaults(['auth'], { staleTime: AUTH_ANSWERS_FRESH_MS });
  return queryClient;
};
