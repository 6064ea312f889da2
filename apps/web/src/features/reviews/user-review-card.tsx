import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TUserReview } from '@mall/contract/catalogue/review-fields';
import { goodsDetailPath } from '../../shared/catalogue-ui/catalogue-links.ts';
import { formatDate, formatDateTime } from '../../shared/format/date-time.ts';
import { ReviewPictures } from './review-pictures.tsx';
import { ReviewStars } from './review-stars.tsx';
import { viewReviewPath } from './review-paths.ts';
import './reviews.css';

/**
 * One of the shopper's own reviews: the goods, the stars and date, the SKU bought, the text (shown as text, however it
 * was typed), the photos and the shop's reply. In a list (`compact`) the text is cut to three lines and the card opens
 * the review's own page; in full it says whether it was published anonymously and when the shop replied.
 */
export function UserReviewCard({ review, compact = false }: { review: TUserReview; compact?: boolean }) {
  const { t, i18n } = useTranslation('reviews');
  return (
    <article className={compact ? 'mall-card mall-ureview is-compact' : 'mall-card mall-ureview'} data-testid="user-review" data-review-id={review.id}>
      <Link to={goodsDetailPath(review.goods.id)} className="mall-ureview-goods">
        <img src={review.goods.image} alt="" width={48} height={48} loading="lazy" />
        <span className="mall-ureview-goods-title">{review.goods.title}</span>
      </Link>
      <div className="mall-ureview-head">
        <ReviewStars rating={review.rating} />
        <time className="mall-ureview-date" dateTime={review.createdAt}>
          {formatDate(review.createdAt, i18n.language)}
        </time>
      </div>
      {review.skuName && <p className="mall-ureview-sku">{review.skuName}</p>}
      <p className="mall-ureview-content" data-testid="user-review-content">
        {review.content}
      </p>
      <ReviewPictures images={review.images} />
      {!compact && review.anonymous && <p className="mall-ureview-note">{t('card.anonymous')}</p>}
      {review.reply !== null && (
        <div className="mall-ureview-reply" data-testid="user-review-reply">
          <strong>{t('card.shopReply')}</strong>
          {!compact && review.repliedAt && (
            <time className="mall-ureview-date" dateTime={review.repliedAt}>
              {formatDateTime(review.repliedAt, i18n.language)}
            </time>
          )}
          <p>{review.reply}</p>
        </div>
      )}
      {compact && (
        <footer className="mall-ureview-foot">
          <Link to={viewReviewPath(review.id)} className="mall-review-line-link is-view" data-testid="user-review-open">
            <span>{t('card.open')}</span>
            <span className="mall-visually-hidden">{` ${review.goods.title}`}</span>
          </Link>
        </footer>
      )}
    </article>
  );
}
