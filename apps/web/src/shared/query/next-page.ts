/** The next page of the API's paged calls (`pageNum` from 1, `hasMore`), for `infiniteQueryOptions`' getNextPageParam. */
export function nextPageNum(last: { hasMore: boolean; pageNum: number }): number | undefined {
  return last.hasMore ? last.pageNum + 1 : undefined;
}
