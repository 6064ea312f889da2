import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';

/**
 * A list read a keyset page at a time: each page answers `next`, the cursor of the page after it (null at the end),
 * and the first page is asked without one. Always fetched fresh (staleTime 0): consoles' queues move under them.
 */
export function keysetPages<P extends { next: string | null }>(queryKey: QueryKey, fetchPage: (after: string | undefined, signal: AbortSignal) => Promise<P>) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: 0,
  });
}
