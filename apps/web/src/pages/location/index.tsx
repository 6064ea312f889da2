import { useEffect, useState } from 'react';
import { Button } from 'antd-mobile';
import { SearchOutline } from 'antd-mobile-icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TArea } from '@mall/contract/location/list-nation-areas';
import { AreaPicker } from '../../features/location/area-picker.tsx';
import { chooseArea, toCurrentPlace } from '../../features/location/choose-place.ts';
import { currentPlace, setCurrentPlace, useCurrentPlace } from '../../features/location/current-place.ts';
import { locationQueries } from '../../features/location/location-queries.ts';
import { useGeolocation } from '../../features/catalogue/use-geolocation.ts';
import { formatDistanceM } from '../../shared/format/distance.ts';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { Page } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import './location.css';

/** The browser's position resolved to the gazetteer's nearest place, with a way to use it. */
function PositionCard() {
  const { t } = useTranslation('location');
  const lang = useQueryLang();
  const current = useCurrentPlace();
  const [where, locate] = useGeolocation();
  const located = where.state === 'located' ? where : undefined;
  const reverse = useQuery({ ...locationQueries.reverse(lang, located?.lat ?? 0, located?.lng ?? 0), enabled: located !== undefined });

  // The first visit has no place yet: the position becomes it, so nearby pages measure from where the shopper is.
  useEffect(() => {
    if (located && reverse.data && !currentPlace()) setCurrentPlace(toCurrentPlace(reverse.data, 'located', located));
  }, [located, reverse.data]);

  let body;
  if (where.state === 'locating') body = <p className="mall-location-note" role="status">{t('index.locating')}</p>;
  else if (where.state === 'failed')
    body = (
      <>
        {/* Spec 8: a refused location says "授权失败" (in the shopper's language). */}
        <p className="mall-location-failed" role="alert" data-testid="location-failed" data-reason={where.reason}>
          {where.reason === 'denied' ? t('index.denied') : t('index.unavailable')}
        </p>
        <div className="mall-location-actions">
          <Button size="small" color="primary" fill="outline" onClick={locate} data-testid="location-retry">
            {t('index.retry')}
          </Button>
        </div>
      </>
    );
  else if (reverse.isPending) body = <p className="mall-location-note" role="status">{t('index.resolving')}</p>;
  else if (reverse.isError)
    body = (
      <>
        <p className="mall-location-failed" role="alert">{t('index.resolveFailed')}</p>
        <div className="mall-location-actions">
          <Button size="small" color="primary" fill="outline" onClick={() => void reverse.refetch()}>
            {t('index.retry')}
          </Button>
        </div>
      </>
    );
  else {
    const place = reverse.data;
    const inUse = current?.source === 'located' && current.areaId === place.areaId;
    body = (
      <>
        <p className="mall-location-name" data-testid="located-place" data-area-id={place.areaId}>
          {place.text}
        </p>
        <p className="mall-location-note">{t('index.distance', { distance: formatDistanceM(place.distanceM) })}</p>
        <div className="mall-location-actions">
          <Button
            size="small"
            color="primary"
            disabled={inUse}
            data-testid="location-use-position"
            onClick={() => {
              setCurrentPlace(toCurrentPlace(place, 'located', located));
              showToast(t('index.chosen', { place: place.name }));
            }}
          >
            {inUse ? t('index.inUse') : t('index.use')}
          </Button>
        </div>
      </>
    );
  }

  return (
    <section className="mall-card mall-location-card" aria-labelledby="location-position-heading">
      <h2 id="location-position-heading" className="mall-location-heading">
        {t('index.positionHeading')}
      </h2>
      {body}
    </section>
  );
}

/**
 * Choose location (spec route location/index): the current place (kept in this browser for the nearby pages),
 * the browser's position resolved to the nearest place of the gazetteer ("授权失败" when refused), a search entry
 * and a manual choice by nation, province, city and district.
 */
export default function LocationIndexPage() {
  const { t } = useTranslation('location');
  const navigate = useNavigate();
  const lang = useQueryLang();
  const current = useCurrentPlace();
  const [choosing, setChoosing] = useState(false);

  const choose = (area: TArea) => {
    if (choosing) return;
    setChoosing(true);
    chooseArea(area.id, lang).then(
      (place) => {
        setChoosing(false);
        showToast(t('index.chosen', { place: place.name }));
      },
      // callApi has shown the failure already.
      () => setChoosing(false),
    );
  };

  return (
    <Page name="location/index">
      <PageNavBar title={t('index.title')} />
      <main className="mall-page-body mall-location-body">
        <section className="mall-card mall-location-card" aria-labelledby="location-current-heading">
          <h2 id="location-current-heading" className="mall-location-heading">
            {t('index.currentHeading')}
          </h2>
          <p className="mall-location-name" data-testid="current-place" data-area-id={current?.areaId ?? ''} aria-live="polite">
            {current ? (current.text ?? current.name) : t('index.none')}
          </p>
        </section>
        <button type="button" className="mall-location-search-entry" data-testid="location-search-entry" onClick={() => void navigate('/pages/location/search')}>
          <SearchOutline aria-hidden />
          <span>{t('index.searchEntry')}</span>
        </button>
        <PositionCard />
        <section className="mall-card mall-location-card" aria-labelledby="location-manual-heading">
          <h2 id="location-manual-heading" className="mall-location-heading">
            {t('index.manualHeading')}
          </h2>
          <AreaPicker onChoose={choose} busy={choosing} />
        </section>
      </main>
    </Page>
  );
}
