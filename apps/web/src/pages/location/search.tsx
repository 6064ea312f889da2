import { useRef, useState } from 'react';
import { List } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TFoundPlace } from '@mall/contract/location/search-geographic';
import { toCurrentPlace } from '../../features/location/choose-place.ts';
import { setCurrentPlace, useCurrentPlace } from '../../features/location/current-place.ts';
import { locationQueries } from '../../features/location/location-queries.ts';
import { useDebounced } from '../../features/location/use-debounced.ts';
import { formatDistanceM } from '../../shared/format/distance.ts';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListButton } from '../../shared/ui/list-button.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import './location.css';

/** How long typing must pause before the search asks. */
const DEBOUNCE_MS = 300;

/**
 * Search location (spec route location/search): places of the gazetteer by name in any language as the shopper
 * types, nearest to the current place first with their distance; choosing one makes it the current place and
 * goes back.
 */
export default function LocationSearchPage() {
  const { t } = useTranslation('location');
  const navigate = useNavigate();
  const lang = useQueryLang();
  const current = useCurrentPlace();
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed.trim().slice(0, 50), DEBOUNCE_MS);
  const input = useRef<HTMLInputElement>(null);
  const near = current ? { lat: current.lat, lng: current.lng } : undefined;
  const results = useQuery({ ...locationQueries.search(lang, keyword, near), enabled: keyword !== '' });

  const choose = (place: TFoundPlace) => {
    setCurrentPlace(toCurrentPlace(place, 'chosen'));
    showToast(t('index.chosen', { place: place.name }));
    // Back to where the search was opened from (location/index, or a nearby page); to location/index when opened directly.
    const index = (window.history.state as { idx?: number } | null)?.idx;
    if (index) void navigate(-1);
    else void navigate('/pages/location/index', { replace: true });
  };

  let body;
  if (keyword === '') body = <p className="mall-location-note">{t('search.hint')}</p>;
  else if (results.isPending) body = <ListSkeleton rows={3} lines={1} />;
  else if (results.isError) body = <LoadFailed description={results.error.message} onRetry={() => void results.refetch()} />;
  else if (results.data.list.length === 0) body = <EmptyState title={t('search.empty')} description={t('search.emptyDescription')} />;
  else
    body = (
      <List header={t('search.results')} data-testid="location-results">
        {results.data.list.map((p) => (
          <ListButton
            key={p.areaId}
            data-testid="location-result"
            data-area-id={String(p.areaId)}
            onClick={() => choose(p)}
            extra={p.distanceM === null ? undefined : <span className="mall-location-distance" data-testid="location-result-distance">{formatDistanceM(p.distanceM)}</span>}
          >
            <span className="mall-location-result-main">
              <span>{p.name}</span>
              <span className="mall-location-result-text">
                {p.text} · {p.nationName}
              </span>
            </span>
          </ListButton>
        ))}
      </List>
    );

  return (
    <Page name="location/search">
      <PageNavBar title={t('search.title')} />
      <div className="mall-location-search-field" role="search">
        <label htmlFor="location-search-input" className="mall-visually-hidden">
          {t('search.label')}
        </label>
        <input
          ref={input}
          id="location-search-input"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={50}
          value={typed}
          placeholder={t('search.placeholder')}
          data-testid="location-search-input"
          onChange={(e) => setTyped(e.target.value)}
        />
        {typed !== '' && (
          <button
            type="button"
            onClick={() => {
              setTyped('');
              input.current?.focus();
            }}
          >
            {t('search.clear')}
          </button>
        )}
      </div>
      <main className="mall-page-body mall-location-body" aria-busy={keyword !== '' && results.isFetching}>
        {body}
      </main>
    </Page>
  );
}
