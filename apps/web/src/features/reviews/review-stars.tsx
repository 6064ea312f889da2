import { StarFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';

const STARS = [1, 2, 3, 4, 5] as const;

/** A rating shown as five stars, read as "4 of 5 stars". */
export function ReviewStars({ rating }: { rating: number }) {
  const { t } = useTranslation('reviews');
  return (
    <span className="mall-ureview-stars" role="img" aria-label={t('card.stars', { count: rating })} data-rating={rating}>
      {STARS.map((n) => (
        <StarFill key={n} aria-hidden className={n <= rating ? 'is-on' : ''} />
      ))}
    </span>
  );
}

/**
 * The rating of a new review: five native radio buttons drawn as stars, in a group named by its legend, so a keyboard
 * moves with the arrows and a screen reader says "4 stars, 4 of 5".
 */
export function StarInput({ value, onChange, legend }: { value: number; onChange: (rating: number) => void; legend: string }) {
  const { t } = useTranslation('reviews');
  return (
    <fieldset className="mall-star-input" data-testid="review-rating" data-rating={value}>
      <legend className="mall-star-input-legend">{legend}</legend>
      <div className="mall-star-input-stars">
        {STARS.map((n) => (
          <label key={n} className={n <= value ? 'mall-star-input-star is-on' : 'mall-star-input-star'}>
            <input type="radio" name="review-rating" value={n} checked={value === n} onChange={() => onChange(n)} className="mall-visually-hidden" data-testid={`review-star-${n}`} />
            <StarFill aria-hidden />
            <span className="mall-visually-hidden">{t('card.starsShort', { count: n })}</span>
          </label>
        ))}
        <span className="mall-star-input-word" aria-hidden>
          {t(`publish.ratingWords.${value}` as 'publish.ratingWords.5')}
        </span>
      </div>
    </fieldset>
  );
}
