import { QueryClient } from '@tanstack/react-query';
import { isApiError, NETWORK_FAILURE } from '../shared/transport/api-error.ts';

/** Only failures of the network are worth repeating; a business answer will be the same the second time. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  return isApiError(error) && error.code === NETWORK_FAILURE && error.status === undefined && failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 4000),
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
