import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TQueryHomeTopnavResponse } from '@mall/contract/catalogue/query-home-topnav';
import { entryTarget, SEARCH_PATH } from '../../shared/catalogue-ui/catalogue-links.ts';
import { EntryLink } from '../../shared/catalogue-ui/entry-link.tsx';
import './home-header.css';

/** A magnifier, drawn inline (no icon library on the first screen). */
export function SearchIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
      <path d="M15.5 15.5 20 20" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

/** The search field of a page: it looks like one and opens the search page, where the typing happens. */
export function SearchEntry({ placeholder }: { placeholder?: string }) {
  const { t } = useTranslation('home');
  return (
    <Link className="mall-search-entry" to={SEARCH_PATH} data-testid="search-entry">
      <SearchIcon />
      <span className="mall-search-entry-text">{placeholder ?? t('searchPlaceholder')}</span>
      <span className="mall-search-entry-button">{t('search')}</span>
    </Link>
  );
}

/**
 * The top of the home page on the theme's colour: the search field and the navigation tabs. The first tab (the
 * one leading nowhere, "Recommended") is this page; the others open their categories' landings.
 */
export function HomeHeader({ topnav }: { topnav: TQueryHomeTopnavResponse | undefined }) {
  const current = topnav?.find((n) => !entryTarget(n.linkType, n.linkTarget));
  return (
    <div className="mall-home-header">
      <SearchEntry />
      {topnav && topnav.length > 0 && (
        <nav className="mall-home-topnav" data-testid="home-topnav">
          {topnav.map((n) =>
            n === current ? (
              <span key={n.id} className="mall-home-topnav-item is-active" aria-current="page">
                {n.title}
              </span>
            ) : (
              <EntryLink key={n.id} className="mall-home-topnav-item" target={entryTarget(n.linkType, n.linkTarget)}>
                {n.title}
              </EntryLink>
            ),
          )}
        </nav>
      )}
    </div>
  );
}
