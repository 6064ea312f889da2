import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PublishReviewForm } from '../../features/reviews/publish-review-form.tsx';
import { reviewsPath } from '../../features/reviews/review-paths.ts';
import { usePendingLine } from '../../features/reviews/use-reviews.ts';
import { idParam } from '../../shared/catalogue-ui/catalogue-links.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Page, type PageProps } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { showToast } from '../../shared/ui/toast.ts';

/**
 * The review of one line of a received order (?orderItemId=): the line as bought, then the form. Once published the
 * shopper goes back where they came from (the order, or the list of what waits for a review); opened from a link,
 * to their reviews.
 */
export default function PublishReviewPage({ query }: PageProps) {
  const { t } = useTranslation('reviews');
  const navigate = useNavigate();
  const orderItemId = idParam(query.orderItemId);
  const found = usePendingLine(orderItemId);
  const line = found.data?.list[0];

  const done = () => {
    showToast(t('publish.published'));
    // The router numbers its history entries: 0 is the one the app was opened on.
    const index = (window.history.state as { idx?: number } | null)?.idx;
    if (index) void navigate(-1);
    else void navigate(reviewsPath('reviewed'), { replace: true });
  };

  let body;
  if (orderItemId === undefined || (found.data && !line))
    body = (
      <EmptyState
        title={t('publish.unavailableTitle')}
        description={t('publish.unavailableDescription')}
        action={{ label: t('view.toReviews'), onClick: () => void navigate(reviewsPath('pending'), { replace: true }) }}
      />
    );
  else if (found.isError) body = <LoadFailed description={found.error.message} onRetry={() => void found.refetch()} />;
  else if (!line) body = <ListSkeleton rows={2} lines={3} />;
  else
    body = (
      <>
        <section className="mall-card mall-review-line-head" data-testid="review-line" data-goods-id={line.goodsId}>
          <img src={line.image} alt="" width={56} height={56} />
          <div className="mall-pending-line-text">
            <h2 className="mall-pending-line-title">{line.title}</h2>
            {line.specName && <p className="mall-ureview-sku">{line.specName}</p>}
          </div>
        </section>
        <PublishReviewForm line={line} onPublished={done} />
      </>
    );
  return (
    <Page name="user/publishreview">
      <PageNavBar title={t('publish.title')} />
      <main className="mall-page-body mall-reviews-body">{body}</main>
    </Page>
  );
}
