import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { reviewsPath } from '../../features/reviews/review-paths.ts';
import { UserReviewCard } from '../../features/reviews/user-review-card.tsx';
import { useUserReview } from '../../features/reviews/use-reviews.ts';
import { idParam } from '../../shared/catalogue-ui/catalogue-links.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Page, type PageProps } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { PageRefresh } from '../../shared/ui/page-refresh.tsx';

/** One of the shopper's reviews in full (?reviewId=): the goods, stars, text, photos, and the shop's reply when it came. */
export default function ViewReviewPage({ query }: PageProps) {
  const { t } = useTranslation('reviews');
  const navigate = useNavigate();
  const reviewId = idParam(query.reviewId);
  const found = useUserReview(reviewId);
  const review = found.data?.list[0];
  let body;
  if (reviewId === undefined || (found.data && !review))
    body = (
      <EmptyState
        title={t('view.notFoundTitle')}
        description={t('view.notFoundDescription')}
        action={{ label: t('view.toReviews'), onClick: () => void navigate(reviewsPath('reviewed'), { replace: true }) }}
      />
    );
  else if (found.isError) body = <LoadFailed description={found.error.message} onRetry={() => void found.refetch()} />;
  else if (!review) body = <ListSkeleton rows={1} lines={5} />;
  else body = <UserReviewCard review={review} />;
  return (
    <Page name="user/viewreviews">
      <PageNavBar title={t('view.title')} />
      <PageRefresh onRefresh={() => found.refetch()}>
        <main className="mall-page-body">{body}</main>
      </PageRefresh>
    </Page>
  );
}
