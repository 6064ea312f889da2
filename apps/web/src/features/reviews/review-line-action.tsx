import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { publishReviewPath, viewReviewPath } from './review-paths.ts';
import { useReviewsOfLines } from './use-reviews.ts';
import './reviews.css';

export interface ReviewLineActionProps {
  /** The line this action is for: its id and its title (said after the visible words, for a screen reader). */
  line: { lineId: number; title: string };
  /** Every line of the order: their reviews are asked for once for the whole page. */
  orderLineIds: readonly number[];
}

/**
 * Under a line of a received order: "Review" while it has none (to the publish page), "View review" once it has.
 * Nothing while the order's reviews are being asked for, or when that failed (the order page is still whole).
 */
export function ReviewLineAction({ line, orderLineIds }: ReviewLineActionProps) {
  const { t } = useTranslation('reviews');
  const reviews = useReviewsOfLines(orderLineIds);
  if (!reviews.data) return null;
  const review = reviews.data.list.find((r) => r.orderItemId === line.lineId);
  const [to, label, kind] = review
    ? [viewReviewPath(review.id), t('line.view'), 'view']
    : [publishReviewPath(line.lineId), t('line.review'), 'review'];
  return (
    <div className="mall-review-line-action">
      <Link to={to} className={`mall-review-line-link is-${kind}`} data-testid="order-line-review" data-review-action={kind} data-line-id={line.lineId}>
        <span>{label}</span>
        <span className="mall-visually-hidden">{` ${line.title}`}</span>
      </Link>
    </div>
  );
}
