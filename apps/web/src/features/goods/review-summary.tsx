import { RightOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TQueryGoodsDetailResponse } from '@mall/contract/catalogue/query-goods-detail';
import { formatCount } from '../../shared/format/large-count.ts';
import { langOf } from '../../shared/session/preferences.ts';
import { goodsReviewPath } from './goods-paths.ts';
import { ReviewCard } from './review-card.tsx';
import './review-summary.css';
import './goods-sections.css';

export interface ReviewSummaryProps {
  goodsId: number;
  reviews: TQueryGoodsDetailResponse['reviews'];
  onPreview: (images: readonly string[], index: number) => void;
}

/** The goods page's review block: how many, the good rate, the two newest, and the way to all of them. */
export function ReviewSummary({ goodsId, reviews, onPreview }: ReviewSummaryProps) {
  const { t, i18n } = useTranslation('goods');
  const count = formatCount(reviews.count, langOf(i18n.language));
  return (
    <section className="mall-card mall-goods-section mall-review-summary" data-testid="review-summary">
      <Link className="mall-review-summary-head" to={goodsReviewPath(goodsId)}>
        <h2 className="mall-goods-section-title">{t('review.title', { formatted: count })}</h2>
        {reviews.goodRate !== null && (
          <span className="mall-review-summary-rate">
            {t('review.goodRate')} <strong>{reviews.goodRate}%</strong>
          </span>
        )}
        <span className="mall-review-summary-all">
          {reviews.count > 0 ? t('review.viewAll') : ''}
          <RightOutline aria-hidden />
        </span>
      </Link>
      {reviews.latest.length > 0 ? (
        reviews.latest.map((review) => <ReviewCard key={review.id} review={review} onPreview={onPreview} compact />)
      ) : (
        <p className="mall-review-summary-empty">{t('review.none')}</p>
      )}
    </section>
  );
}
