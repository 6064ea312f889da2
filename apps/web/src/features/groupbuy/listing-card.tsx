import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TGroupbuyListing } from '@mall/contract/groupbuy/groupbuy-fields';
import { formatDateTime } from '../../shared/format/date-time.ts';
import { Price } from '../../shared/ui/price.tsx';
import { GroupProgress } from './group-progress.tsx';
import { listingPath } from './groupbuy-paths.ts';

/** A group-buy listing in a list: picture, title, group price against the usual one, progress, pickup and cut-off. */
export function ListingCard({ listing }: { listing: TGroupbuyListing }) {
  const { t, i18n } = useTranslation('groupbuy');
  return (
    <li className="mall-card" data-testid="groupbuy-card" data-listing-id={listing.id}>
      <Link className="mall-gb-card" to={listingPath(listing.id)}>
        <img src={listing.image} alt="" loading="lazy" />
        <div className="mall-gb-card-body">
          <p className="mall-gb-title">{listing.title}</p>
          <Price minor={listing.groupPrice} was={listing.price} size="small" />
          <GroupProgress joined={listing.joined} threshold={listing.threshold} id={`gb-progress-${listing.id}`} />
          <p className="mall-gb-meta">
            {t('card.pickup', { date: listing.pickupDate })} · {listing.buyable ? t('card.cutOff', { time: formatDateTime(listing.cutOffAt, i18n.language) }) : t('card.closed')}
          </p>
        </div>
      </Link>
    </li>
  );
}
