import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { distanceMetres, formatDistanceM } from '@mall/contract/location/distance';
import { chosenPoint, choosePoint, listingIdOf } from '../../features/groupbuy/groupbuy-paths.ts';
import { useListing } from '../../features/groupbuy/use-groupbuy.ts';
import { useCurrentPlace } from '../../features/location/current-place.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Page, type PageProps } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import '../../features/groupbuy/groupbuy.css';

/**
 * The pickup points of a group buy's shop (spec route groupbuy/shopaddresslist?id=<listing>), nearest first from the
 * shopper's current place (spec 9 distances), each one a choice; the choice goes back to goodshousechoose.
 */
export default function ShopAddressListPage({ query }: PageProps) {
  const { t } = useTranslation('groupbuy');
  const navigate = useNavigate();
  const id = listingIdOf(query.id);
  const found = useListing(id);
  const place = useCurrentPlace();
  const chosen = id === undefined ? undefined : chosenPoint(id);

  let body;
  if (id === undefined || (found.isError && (found.error as { code?: number }).code === 1004)) body = <EmptyState title={t('detail.notFound')} />;
  else if (found.isPending) body = <ListSkeleton rows={3} />;
  else if (found.isError) body = <LoadFailed description={found.error.message} onRetry={() => void found.refetch()} />;
  else if (found.data.pickupPoints.length === 0) body = <EmptyState title={t('points.empty')} />;
  else {
    const points = found.data.pickupPoints
      .map((p) => ({ ...p, metres: place && p.lat !== null && p.lng !== null ? distanceMetres(place, { lat: p.lat, lng: p.lng }) : undefined }))
      .sort((a, b) => (a.metres ?? Infinity) - (b.metres ?? Infinity));
    body = (
      <>
        {place ? (
          <p className="mall-gb-meta">{t('points.from', { place: place.name })}</p>
        ) : (
          <p className="mall-gb-meta">
            {t('points.noPlace')}{' '}
            <Button fill="none" className="mall-gb-more" onClick={() => void navigate('/pages/location/index')}>
              {t('points.setPlace')}
            </Button>
          </p>
        )}
        <ul className="mall-gb-list">
          {points.map((p) => (
            <li key={p.id} className="mall-card mall-gb-point" data-testid="pickup-point">
              <div className="mall-gb-point-body">
                <p className="mall-gb-point-name">{p.name}</p>
                <p className="mall-gb-meta">{p.address}</p>
                {p.metres !== undefined && <p className="mall-gb-meta">{t('points.distance', { distance: formatDistanceM(p.metres) })}</p>}
              </div>
              <Button
                size="small"
                shape="rounded"
                color={chosen === p.id ? 'primary' : 'default'}
                aria-pressed={chosen === p.id}
                aria-label={`${chosen === p.id ? t('points.chosen') : t('points.choose')}: ${p.name}`}
                onClick={() => {
                  choosePoint(id, p.id);
                  void navigate(-1);
                }}
              >
                {chosen === p.id ? t('points.chosen') : t('points.choose')}
              </Button>
            </li>
          ))}
        </ul>
      </>
    );
  }
  return (
    <Page name="groupbuy/shopaddresslist">
      <PageNavBar title={t('points.title')} />
      <main className="mall-page-body mall-gb-body">{body}</main>
    </Page>
  );
}
