import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TPendingReviewLine } from '@mall/contract/catalogue/review-fields';
import { formatDate } from '../../shared/format/date-time.ts';
import { publishReviewPath } from './review-paths.ts';
import './reviews.css';

/** A received line waiting for a review: the goods as bought, its shop and when it came, and the way to review it. */
export function PendingLineCard({ line }: { line: TPendingReviewLine }) {
  const { t, i18n } = useTranslation('reviews');
  return (
    <article className="mall-card mall-pending-line" data-testid="pending-review" data-line-id={line.orderItemId} data-goods-id={line.goodsId}>
      <p className="mall-pending-line-shop">{line.shopName}</p>
      <div className="mall-pending-line-body">
        <img src={line.image} alt="" width={72} height={72} loading="lazy" />
        <div className="mall-pending-line-text">
          <h2 className="mall-pending-line-title">{line.title}</h2>
          {line.specName && <p className="mall-ureview-sku">{line.specName}</p>}
          {line.receivedAt && <p className="mall-pending-line-when">{t('pending.received', { date: formatDate(line.receivedAt, i18n.language) })}</p>}
        </div>
      </div>
      <footer className="mall-ureview-foot">
        <Link to={publishReviewPath(line.orderItemId)} className="mall-review-line-link is-review" data-testid="pending-review-write">
          <span>{t('line.review')}</span>
          <span className="mall-visually-hidden">{` ${line.title}`}</span>
        </Link>
      </footer>
    </article>
  );
}
