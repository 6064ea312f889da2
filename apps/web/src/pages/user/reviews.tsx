import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PendingLineCard } from '../../features/reviews/pending-line-card.tsx';
import { REVIEW_TABS, reviewsPath, reviewTabOf, type ReviewTab } from '../../features/reviews/review-paths.ts';
import { UserReviewCard } from '../../features/reviews/user-review-card.tsx';
import { usePendingReviews, useUserReviews } from '../../features/reviews/use-reviews.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListMore } from '../../shared/ui/list-more.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Page, type PageProps } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { PageRefresh } from '../../shared/ui/page-refresh.tsx';

/** The lines of received orders waiting for a review, latest received first. */
function PendingList() {
  const { t } = useTranslation('reviews');
  const navigate = useNavigate();
  const pages = usePendingReviews();
  const lines = pages.data?.pages.flatMap((p) => p.list) ?? [];
  if (pages.isPending) return <ListSkeleton rows={3} lines={3} />;
  if (pages.isError) return <LoadFailed description={pages.error.message} onRetry={() => void pages.refetch()} />;
  if (lines.length === 0)
    return <EmptyState title={t('pending.emptyTitle')} description={t('pending.emptyDescription')} action={{ label: t('pending.toOrders'), onClick: () => void navigate('/pages/order/order?tab=completed') }} />;
  return (
    <>
      <ul className="mall-pending-list" data-testid="pending-reviews">
        {lines.map((line) => (
          <li key={line.orderItemId}>
            <PendingLineCard line={line} />
          </li>
        ))}
      </ul>
      <ListMore pages={pages} />
    </>
  );
}

/** The shopper's published reviews, newest first. */
function ReviewedList() {
  const { t } = useTranslation('reviews');
  const pages = useUserReviews();
  const reviews = pages.data?.pages.flatMap((p) => p.list) ?? [];
  if (pages.isPending) return <ListSkeleton rows={3} lines={3} />;
  if (pages.isError) return <LoadFailed description={pages.error.message} onRetry={() => void pages.refetch()} />;
  if (reviews.length === 0) return <EmptyState title={t('reviewed.emptyTitle')} description={t('reviewed.emptyDescription')} />;
  return (
    <>
      <ul className="mall-ureview-list" data-testid="user-reviews">
        {reviews.map((review) => (
          <li key={review.id}>
            <UserReviewCard review={review} compact />
          </li>
        ))}
      </ul>
      <ListMore pages={pages} />
    </>
  );
}

/** The shopper's reviews in two tabs, "to review" and "reviewed", the tab kept in the address (?tab=) so back returns to it. */
export default function UserReviewsPage({ query }: PageProps) {
  const { t } = useTranslation('reviews');
  const navigate = useNavigate();
  const tab = reviewTabOf(query.tab);
  const pending = usePendingReviews();
  const reviewed = useUserReviews();
  const count = (key: ReviewTab) => (key === 'pending' ? pending : reviewed).data?.pages[0]?.total;
  return (
    <Page name="user/reviews">
      <PageNavBar title={t('page.title')} />
      <div className="mall-reviews-tabs">
        <Tabs activeKey={tab} onChange={(key) => void navigate(reviewsPath(reviewTabOf(key)), { replace: true })}>
          {REVIEW_TABS.map((key) => {
            const n = count(key);
            return <Tabs.Tab key={key} title={n === undefined ? t(`page.tabs.${key}`) : t('page.tabCount', { label: t(`page.tabs.${key}`), count: n })} />;
          })}
        </Tabs>
      </div>
      <PageRefresh onRefresh={() => Promise.all([pending.refetch(), reviewed.refetch()])}>
        <main className="mall-page-body mall-reviews-body" data-tab={tab}>
          {tab === 'pending' ? <PendingList /> : <ReviewedList />}
        </main>
      </PageRefresh>
    </Page>
  );
}
