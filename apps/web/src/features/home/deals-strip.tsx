import { useCallback } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TLightningDeal } from '@mall/contract/catalogue/lightning-deal';
import { ACTIVITY_PATH } from '../../shared/catalogue-ui/catalogue-links.ts';
import { MiniGoods } from '../../shared/catalogue-ui/mini-goods.tsx';
import { DealCountdown } from './deal-countdown.tsx';
import { discountPercent, isSoldOut, soldPercent } from './deal-clock.ts';

/** A deal's sold share as a bar. */
export function DealProgress({ deal }: { deal: TLightningDeal }) {
  const { t } = useTranslation('home');
  const percent = soldPercent(deal);
  return (
    <span className="mall-deal-progress" aria-label={t('deals.soldPercent', { percent })}>
      <span style={{ width: `${percent}%` }} />
      <em>{isSoldOut(deal) ? t('deals.soldOut') : t('deals.soldPercent', { percent })}</em>
    </span>
  );
}

/**
 * The home page's flash deals: a countdown to the first deal's end, and the live deals in a sideways row. When the
 * countdown reaches zero the deals are asked for again (`onExpired`), so ended deals leave the row.
 */
export function DealsStrip({ live, onExpired }: { live: readonly TLightningDeal[]; onExpired: () => void }) {
  const { t } = useTranslation('home');
  const expired = useCallback(() => onExpired(), [onExpired]);
  const first = live[0];
  if (!first) return null;
  return (
    <section className="mall-home-card mall-home-deals" data-testid="home-deals">
      <div className="mall-home-card-head">
        <h2 className="mall-home-card-title mall-home-deals-title">{t('deals.title')}</h2>
        <DealCountdown until={first.endsAt} label={t('deals.endsIn')} onDone={expired} />
        <Link className="mall-home-card-more" to={ACTIVITY_PATH}>
          {t('more')} ›
        </Link>
      </div>
      <ul className="mall-home-row">
        {live.map((deal) => (
          <li key={deal.id}>
            <MiniGoods
              goods={deal.goods}
              price={deal.dealPrice}
              was={deal.goods.priceMin}
              tag={discountPercent(deal) > 0 ? t('deals.off', { percent: discountPercent(deal) }) : undefined}
              soldOut={isSoldOut(deal)}
              footer={<DealProgress deal={deal} />}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
