import { Avatar, Rate } from 'antd-mobile';
import { LikeOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { TGoodsReview } from '@mall/contract/catalogue/goods-fields';
import { formatDate } from '../../shared/format/date-time.ts';
import './review-card.css';

export interface ReviewCardProps {
  review: TGoodsReview;
  /** Opens the review's pictures full screen at the one tapped. */
  onPreview: (images: readonly string[], index: number) => void;
  /** Marks or unmarks the review helpful; left out, the count is shown without a button. */
  onAgree?: (review: TGoodsReview) => void;
  agreeing?: boolean;
  /** The goods page's summary: the text cut to three lines, at most three pictures, no shop reply. */
  compact?: boolean;
}

/** One review: who (masked), the stars and date, the SKU bought, the text, pictures, the shop's reply and "helpful". */
export function ReviewCard({ review, onPreview, onAgree, agreeing, compact = false }: ReviewCardProps) {
  const { t, i18n } = useTranslation('goods');
  const pictures = compact ? review.images.slice(0, 3) : review.images;
  return (
    <article className={`mall-review${compact ? ' is-compact' : ''}`} data-testid="review" data-review-id={review.id}>
      <header className="mall-review-head">
        <Avatar className="mall-review-avatar" src={review.avatar} alt="" style={{ '--size': '28px', '--border-radius': '50%' }} />
        <span className="mall-review-name">{review.nickName === '***' ? t('review.anonymous') : review.nickName}</span>
        <Rate className="mall-review-stars" readOnly value={review.rating} count={5} style={{ '--star-size': '11px' }} aria-label={t('review.stars', { n: review.rating })} />
        <time className="mall-review-date" dateTime={review.createdAt}>
          {formatDate(review.createdAt, i18n.language)}
        </time>
      </header>
      {review.skuName && <p className="mall-review-sku">{review.skuName}</p>}
      <p className="mall-review-content">{review.content}</p>
      {pictures.length > 0 && (
        <ul className="mall-review-pictures">
          {pictures.map((src, i) => (
            <li key={`${src}-${i}`}>
              <button type="button" onClick={() => onPreview(review.images, i)} aria-label={t('review.openPicture', { index: i + 1, total: review.images.length })}>
                <img src={src} alt="" loading="lazy" decoding="async" />
                {compact && i === pictures.length - 1 && review.images.length > pictures.length && (
                  <span className="mall-review-more-pictures">+{review.images.length - pictures.length}</span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
      {!compact && review.reply && (
        <p className="mall-review-reply">
          <strong>{t('review.shopReply')}</strong>
          {review.reply}
        </p>
      )}
      {!compact && (
        <footer className="mall-review-foot">
          {onAgree ? (
            <button
              type="button"
              className={`mall-review-agree${review.agreed ? ' is-agreed' : ''}`}
              aria-pressed={review.agreed}
              disabled={agreeing}
              onClick={() => onAgree(review)}
              data-testid="review-agree"
            >
              <LikeOutline aria-hidden />
              {review.agreeCount > 0 ? t('review.helpfulCount', { n: review.agreeCount }) : t('review.helpful')}
            </button>
          ) : (
            review.agreeCount > 0 && <span className="mall-review-agree">{t('review.helpfulCount', { n: review.agreeCount })}</span>
          )}
        </footer>
      )}
    </article>
  );
}
