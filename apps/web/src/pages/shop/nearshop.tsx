import { useEffect, useRef } from 'react';
import { Button, Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { SHOP_KINDS, type ShopKind } from '@mall/contract/catalogue/catalogue-kinds';
import type { TNearOrigin, TNearShop } from '@mall/contract/shop/query-near-shops';
import { ShopCard } from '../../shared/catalogue-ui/shop-card.tsx';
import { useGeolocation } from '../../features/catalogue/use-geolocation.ts';
import { useNearShops } from '../../features/catalogue/use-shop.ts';
import { useCurrentPlace } from '../../features/location/current-place.ts';
import { formatDistance } from '../../shared/format/distance.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Page, type PageProps } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { PageRefresh } from '../../shared/ui/page-refresh.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { useNavigate } from 'react-router';
import './shop.css';
import { ListMore } from '../../shared/ui/list-more.tsx';

const isKind = (v: string | undefined): v is ShopKind => (SHOP_KINDS as readonly string[]).includes(v ?? '');

/** Where the distances are measured from, said plainly, with a way to try the shopper's position again. */
function OriginNote({ origin, locating, onLocate }: { origin: TNearOrigin | undefined; locating: boolean; onLocate: () => void }) {
  const { t } = useTranslation('shop');
  let text;
  if (locating) text = t('near.locating');
  else if (!origin) text = '';
  else if (origin.source === 'given') text = t('near.fromHere');
  else if (origin.source === 'address') text = t('near.fromAddress', { place: origin.place });
  else text = t('near.fromCity', { place: origin.place });
  return (
    <div className="mall-card mall-shop-origin" data-testid="near-origin" data-source={origin?.source ?? ''}>
      <span className="mall-shop-origin-text">📍 {text}</span>
      {!locating && origin?.source !== 'given' && (
        <Button size="mini" color="primary" fill="outline" shape="rounded" onClick={onLocate}>
          {t('near.locate')}
        </Button>
      )}
      <PlaceChipLink />
    </div>
  );
}

/** Distances measured from the place the shopper chose, with the way to change it. */
function ChosenPlaceNote({ name }: { name: string }) {
  const { t } = useTranslation('location');
  return (
    <div className="mall-card mall-shop-origin" data-testid="near-origin" data-source="chosen">
      <span className="mall-shop-origin-text">📍 {t('near.fromChosen', { place: name })}</span>
      <PlaceChipLink />
    </div>
  );
}

/** Opens location/index, where the shopper sees and changes their place (issue 20). */
function PlaceChipLink() {
  const { t } = useTranslation('location');
  const navigate = useNavigate();
  return (
    <Button size="mini" fill="none" shape="rounded" data-testid="near-choose-place" onClick={() => void navigate('/pages/location/index')}>
      {t('index.title')}
    </Button>
  );
}

function Distance({ shop }: { shop: TNearShop }) {
  const { t } = useTranslation('shop');
  return (
    <span className="mall-shop-distance">
      <span data-testid="shop-distance">{formatDistance(shop.distanceM / 1000)}</span>
      {shop.delivers && <span className="mall-shop-delivers">{t('near.delivers')}</span>}
    </span>
  );
}

/**
 * Shops near the shopper, nearest first (?kind= narrows to one kind). The browser's position when the shopper
 * allows it; otherwise the server measures from the default address, else a city centre, and the page says which.
 */
export default function NearShopPage({ query }: PageProps) {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const kind = isKind(query.kind) ? query.kind : undefined;
  const [where, locate] = useGeolocation();
  // A place the shopper chose on location/index or location/search (issue 20) comes before the browser's position.
  const chosen = useCurrentPlace();
  const chosenPlace = chosen?.source === 'chosen' ? chosen : undefined;
  const point = chosenPlace ? { lat: chosenPlace.lat, lng: chosenPlace.lng } : where.state === 'located' ? { lat: where.lat, lng: where.lng } : undefined;
  const pages = useNearShops(point, kind, chosenPlace !== undefined || where.state !== 'locating');
  const shops = pages.data?.pages.flatMap((p) => p.list) ?? [];
  const origin = pages.data?.pages[0]?.origin;

  // Spec 8: a refused location says so once ("authorisation failed").
  const told = useRef(false);
  useEffect(() => {
    if (where.state === 'failed' && where.reason === 'denied' && !told.current) {
      told.current = true;
      showToast(t('near.denied'));
    }
  }, [where, t]);

  const setKind = (key: string) => void navigate(isKind(key) ? `?kind=${key}` : '?', { replace: true });

  let body;
  if (where.state === 'locating' || pages.isPending) body = <ListSkeleton rows={4} />;
  else if (pages.isError) body = <LoadFailed description={pages.error.message} onRetry={() => void pages.refetch()} />;
  else if (shops.length === 0) body = <EmptyState title={t('near.emptyTitle')} description={t('near.emptyDescription')} />;
  else
    body = (
      <>
        <ul className="mall-shop-list" data-testid="near-shops">
          {shops.map((s) => (
            <li key={s.id}>
              <ShopCard shop={s} aside={<Distance shop={s} />} />
            </li>
          ))}
        </ul>
        <ListMore pages={pages} />
      </>
    );

  return (
    <Page name="shop/nearshop">
      <PageNavBar title={t('near.title')} />
      <PageRefresh onRefresh={() => pages.refetch()}>
        <main className="mall-page-body mall-shop-body">
          <Tabs className="mall-shop-kind-tabs" activeKey={kind ?? 'all'} onChange={setKind}>
            <Tabs.Tab key="all" title={t('near.all')} />
            {SHOP_KINDS.map((k) => (
              <Tabs.Tab key={k} title={t(`detail.shopKind.${k}`)} />
            ))}
          </Tabs>
          {chosenPlace ? <ChosenPlaceNote name={chosenPlace.text ?? chosenPlace.name} /> : <OriginNote origin={origin} locating={where.state === 'locating'} onLocate={locate} />}
          {body}
        </main>
      </PageRefresh>
    </Page>
  );
}
