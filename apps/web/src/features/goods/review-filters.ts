import type { ReviewRating } from '@mall/contract/catalogue/goods-fields';

/** The filters of the reviews page: all, a rating class, or those with pictures. */
export type ReviewFilter = 'all' | ReviewRating | 'pictures';
export const REVIEW_FILTERS: readonly ReviewFilter[] = ['all', 'good', 'medium', 'bad', 'pictures'];

export function isReviewFilter(value: string | undefined): value is ReviewFilter {
  return value !== undefined && (REVIEW_FILTERS as readonly string[]).includes(value);
}
