import { QueryClient } from '@tanstack/react-query';
import { ApiError, NETWORK_FAILURE } from '@/api/api-error';

/** Retries only network failures, once: an envelope error will not change by asking again. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && error instanceof ApiError && error.responseCode === NETWORK_FAILURE;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
