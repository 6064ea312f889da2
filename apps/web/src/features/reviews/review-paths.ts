/** The shopper's review pages (spec routes). */
export const REVIEWS_PATH = '/pages/user/reviews';

/** The tabs of the reviews page: lines to review, and reviews published. */
export const REVIEW_TABS = ['pending', 'reviewed'] as const;
export type ReviewTab = (typeof REVIEW_TABS)[number];

export function reviewTabOf(value: string | undefined): ReviewTab {
  return REVIEW_TABS.find((tab) => tab === value) ?? 'pending';
}

export function reviewsPath(tab: ReviewTab): string {
  return tab === 'pending' ? REVIEWS_PATH : `${REVIEWS_PATH}?tab=${tab}`;
}

export function publishReviewPath(orderItemId: number): string {
  return `/pages/user/publishreview?orderItemId=${orderItemId}`;
}

export function viewReviewPath(reviewId: number): string {
  return `/pages/user/viewreviews?reviewId=${reviewId}`;
}

