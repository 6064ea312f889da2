import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TGoodsReview } from '@mall/contract/catalogue/goods-fields';
import type { TQueryGoodsReviewStatisticsResponse } from '@mall/contract/catalogue/query-goods-review-statistics';
import { goodsIdOf, goodsReviewPath } from '../../features/goods/goods-paths.ts';
import { usePicturePreview } from '../../features/goods/goods-gallery.tsx';
import { ReviewCard } from '../../features/goods/review-card.tsx';
import { isReviewFilter, REVIEW_FILTERS, type ReviewFilter } from '../../features/goods/review-filters.ts';
import { useAgreeReview, useReviewPages, useReviewStatistics } from '../../features/goods/use-reviews.ts';
import { formatCount } from '../../shared/format/large-count.ts';
import { langOf } from '../../shared/session/preferences.ts';
import { useLoginGate, useResumeAfterLogin } from '../../shared/session/use-login-gate.ts';
import { isApiError } from '../../shared/transport/api-error.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Page, type PageProps } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { ListMore } from '../../shared/ui/list-more.tsx';
import './goodsreview.css';

const COUNT_OF: Record<ReviewFilter, Exclude<keyof TQueryGoodsReviewStatisticsResponse, 'goodRate'>> = {
  all: 'all',
  good: 'good',
  medium: 'medium',
  bad: 'bad',
  pictures: 'withPictures',
};

const AGREE_INTENT = 'goods.agreeReview';

/** All reviews of a goods: filters by rating and pictures (with their counts), a page at a time as the list scrolls. */
export default function GoodsReviewPage({ query }: PageProps) {
  const { t, i18n } = useTranslation('goods');
  const navigate = useNavigate();
  const passGate = useLoginGate();
  const preview = usePicturePreview();
  const goodsId = goodsIdOf(query.goodsId);
  const filter: ReviewFilter = isReviewFilter(query.filter) ? query.filter : 'all';
  const statistics = useReviewStatistics(goodsId);
  const pages = useReviewPages(goodsId, filter);
  const agree = useAgreeReview(goodsId ?? 0);
  const lang = langOf(i18n.language);
  const reviews = pages.data?.pages.flatMap((page) => page.list) ?? [];

  const notFound = goodsId === undefined || [statistics.error, pages.error].some((e) => isApiError(e) && e.code === 1004);
  const onAgree = (review: TGoodsReview) => {
    if (!passGate({ action: AGREE_INTENT, data: review.id }) || agree.isPending) return;
    agree.mutate({ reviewId: review.id, agree: !review.agreed });
  };
  // A visitor who tapped "helpful" logs in and comes back here, where it is done.
  useResumeAfterLogin(AGREE_INTENT, (reviewId: unknown) => {
    if (typeof reviewId === 'number' && Number.isInteger(reviewId) && reviewId > 0) agree.mutate({ reviewId, agree: true });
  });

  if (notFound) {
    return (
      <Page name="goods/goodsreview">
        <PageNavBar title={t('reviews.title')} />
        <main className="mall-page-body" data-testid="goods-not-found">
          <EmptyState title={t('detail.notFoundTitle')} description={t('detail.notFoundDescription')} action={{ label: t('detail.goShopping'), onClick: () => void navigate('/') }} />
        </main>
      </Page>
    );
  }

  const stats = statistics.data;
  let list;
  if (pages.isPending) list = <ListSkeleton rows={3} lines={3} />;
  else if (pages.isError) list = <LoadFailed description={pages.error.message} onRetry={() => void pages.refetch()} />;
  else if (reviews.length === 0)
    list = <EmptyState title={t(filter === 'all' ? 'reviews.emptyTitle' : 'reviews.emptyFilteredTitle')} description={t('reviews.emptyDescription')} />;
  else
    list = (
      <>
        <div className="mall-card mall-reviews-list" data-testid="review-list">
          {reviews.map((review) => (
            <ReviewCard
              key={review.id}
              review={review}
              onPreview={preview.open}
              onAgree={onAgree}
              agreeing={agree.isPending && agree.variables?.reviewId === review.id}
            />
          ))}
        </div>
        <ListMore pages={pages} endText={t('reviews.end')} />
      </>
    );

  return (
    <Page name="goods/goodsreview">
      <PageNavBar title={t('reviews.title')} />
      <main className="mall-page-body mall-reviews-body">
        <section className="mall-card mall-reviews-head">
          <div className="mall-reviews-rate">
            <strong data-testid="good-rate">{stats?.goodRate !== null && stats?.goodRate !== undefined ? `${stats.goodRate}%` : '--'}</strong>
            <span>{t('review.goodRate')}</span>
          </div>
          <div className="mall-reviews-filters" role="tablist" aria-label={t('reviews.filters')}>
            {REVIEW_FILTERS.map((f) => (
              <button
                key={f}
                type="button"
                role="tab"
                aria-selected={f === filter}
                className={`mall-reviews-filter${f === filter ? ' is-active' : ''}`}
                onClick={() => void navigate(goodsReviewPath(goodsId, f === 'all' ? undefined : f), { replace: true })}
                data-testid={`review-filter-${f}`}
              >
                {t(`reviews.filter.${f}`)}
                {stats && <span className="mall-reviews-filter-count">{formatCount(stats[COUNT_OF[f]], lang)}</span>}
              </button>
            ))}
          </div>
        </section>
        {list}
      </main>
      {preview.viewer}
    </Page>
  );
}
