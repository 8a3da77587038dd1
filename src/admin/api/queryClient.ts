import { QueryClient } from '@tanstack/react-query';
import { QUERY_GC_TIME_MS, QUERY_RETRY_COUNT, QUERY_RETRY_MAX_DELAY_MS } from '../../shared/constants';
import { statusOf } from './errors';

/** A 4xx answer will be the same next time; retrying it only delays the error panel. */
const isClientError = (error: unknown) => {
  const status = statusOf(error);
  return status !== undefined && status >= 400 && status < 500;
};

/** Spec §9: retry 3 times, delay doubling from 1 s up to 30 s; unused data kept 5 minutes. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < QUERY_RETRY_COUNT && !isClientError(error),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, QUERY_RETRY_MAX_DELAY_MS),
        gcTime: QUERY_GC_TIME_MS,
      },
    },
  });
