import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatDistanceM } from '@mall/contract/location/distance';
import { useCurrentPlace } from '../../features/location/current-place.ts';
import { OpenStateText } from '../../features/takeaway/open-state.tsx';
import { takeawayShopPath } from '../../features/takeaway/takeaway-paths.ts';
import { takeawayQueries } from '../../features/takeaway/takeaway-queries.ts';
import { useFormatMoney } from '../../shared/format/money-context.ts';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import '../../features/takeaway/takeaway.css';

/**
 * Takeaway shops near the shopper's current place (location/index chooses it), those delivering there first, each
 * with where it stands now and a few dishes; a shop opens takeaway/detail. Without a place: a way to choose one.
 */
export default function TakeawayListPage() {
  const { t } = useTranslation('takeaway');
  const navigate = useNavigate();
  const lang = useQueryLang();
  const money = useFormatMoney();
  const place = useCurrentPlace();
  const shops = useQuery({ ...takeawayQueries.shops(lang, { lat: place?.lat ?? 0, lng: place?.lng ?? 0 }), enabled: place !== undefined });
  const choose = (
    <Button size="small" color="primary" fill="outline" shape="rounded" onClick={() => void navigate('/pages/location/index')} data-testid="takeaway-choose-place">
      {t('list.choosePlace')}
    </Button>
  );

  let body;
  if (!place) body = <EmptyState title={t('list.noPlace')} action={{ label: t('list.choosePlace'), onClick: () => void navigate('/pages/location/index') }} />;
  else if (shops.isPending) body = <ListSkeleton rows={4} />;
  else if (shops.isError) body = <LoadFailed description={shops.error.message} onRetry={() => void shops.refetch()} />;
  else if (shops.data.list.length === 0) body = <EmptyState title={t('list.empty')} description={t('list.emptyDescription')} />;
  else
    body = (
      <ul className="mall-takeaway-list" data-testid="takeaway-shops">
        {shops.data.list.map((s) => (
          <li key={s.shopId}>
            <Link className="mall-card mall-takeaway-list-item" to={takeawayShopPath(s.shopId)} data-testid="takeaway-shop" data-shop-id={s.shopId}>
              <div className="mall-takeaway-head-row">
                <img className="mall-takeaway-logo" src={s.logo} alt="" width={48} height={48} loading="lazy" />
                <div>
                  <h2 className="mall-takeaway-name">
                    {s.name}
                    <span className={`mall-takeaway-tag${s.inRange ? '' : ' is-far'}`}>{s.inRange ? t('list.delivers') : t('list.tooFar')}</span>
                  </h2>
                  <p className="mall-takeaway-terms">
                    {s.distanceM !== null && <span>{formatDistanceM(s.distanceM)}</span>}
                    <span>{t('shop.minOrder', { amount: money(s.minOrderAmount).text })}</span>
                    <span>{t('shop.fee', { amount: money(s.deliveryFee).text })}</span>
                    <span>{t('shop.eta', { minutes: s.deliveryMinutes })}</span>
                  </p>
                  <p className="mall-takeaway-terms">
                    <OpenStateText shop={s} />
                  </p>
                </div>
              </div>
              {s.goods.length > 0 && (
                <div className="mall-takeaway-list-goods">
                  {s.goods.map((g) => (
                    <img key={g.goodsId} src={g.image} alt={g.title} width={64} height={64} loading="lazy" />
                  ))}
                </div>
              )}
            </Link>
          </li>
        ))}
      </ul>
    );

  return (
    <Page name="takeaway/index">
      <PageNavBar title={t('list.title')} />
      <main className="mall-page-body">
        {place && (
          <p className="mall-card mall-takeaway-section" data-testid="takeaway-place">
            📍 {t('list.from', { place: place.name })} {choose}
          </p>
        )}
        {body}
      </main>
    </Page>
  );
}
