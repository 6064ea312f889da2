import { z } from 'zod';

/** Page request of every list call: 1-based page number, at most 50 rows a page. */
export const ZPageRequest = z.object({
  pageNum: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(50).default(20),
});

/** A page of a list: its rows, the total, and whether another page follows (for infinite scroll). */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
    hasMore: z.boolean(),
  });
}

export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
  hasMore: boolean;
}

/**
 * Keyset page request of the consoles' lists: rows after an opaque cursor the previous page answered, so a page
 * costs one index range however deep the list goes.
 */
export const ZKeysetRequest = z.object({
  after: z.string().max(200).optional(),
  pageSize: z.number().int().min(1).max(50).default(20),
});

/** A keyset page: its rows and the cursor of the next page, null on the last. */
export function keysetPageOf<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), next: z.string().nullable() });
}
