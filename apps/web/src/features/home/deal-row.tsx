import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TLightningDeal } from '@mall/contract/catalogue/lightning-deal';
import { goodsDetailPath } from '../../shared/catalogue-ui/catalogue-links.ts';
import { Price } from '../../shared/ui/price.tsx';
import { DealCountdown } from './deal-countdown.tsx';
import { DealProgress } from './deals-strip.tsx';
import { isSoldOut } from './deal-clock.ts';
import './deal-row.css';

/**
 * A lightning deal as a row of the activity page: picture, title, deal price over the usual one, how much is sold,
 * the countdown to its end (or, upcoming, to its start) and the way to the goods.
 */
export function DealRow({ deal, upcoming = false, onTimeUp }: { deal: TLightningDeal; upcoming?: boolean; onTimeUp: () => void }) {
  const { t } = useTranslation('home');
  const soldOut = isSoldOut(deal);
  return (
    <Link className={`mall-deal-row${soldOut ? ' is-sold-out' : ''}`} to={goodsDetailPath(deal.goods.id)} data-testid="deal-row">
      <img src={deal.goods.image} alt="" width={104} height={104} loading="lazy" decoding="async" />
      <div className="mall-deal-row-text">
        <h3>{deal.goods.title}</h3>
        <DealCountdown until={upcoming ? deal.startsAt : deal.endsAt} label={t(upcoming ? 'deals.startsIn' : 'deals.endsIn')} onDone={onTimeUp} />
        {!upcoming && <DealProgress deal={deal} />}
        <div className="mall-deal-row-foot">
          <Price minor={deal.dealPrice} was={deal.goods.priceMin} size="medium" />
          <span className={`mall-deal-row-action${upcoming || soldOut ? ' is-off' : ''}`}>
            {soldOut ? t('deals.soldOut') : upcoming ? t('deals.soon') : t('deals.grab')}
          </span>
        </div>
        {deal.perUserLimit > 0 && <span className="mall-deal-row-limit">{t('deals.limit', { count: deal.perUserLimit })}</span>}
      </div>
    </Link>
  );
}
