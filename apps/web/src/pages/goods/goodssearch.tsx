import { useState } from 'react';
import { DeleteOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SearchBox } from '../../features/catalogue/search-box.tsx';
import { useSearchHistory } from '../../features/catalogue/search-history.ts';
import { searchResultPath } from '../../features/catalogue/search-state.ts';
import { useSearchFilters } from '../../features/catalogue/use-search.ts';
import { confirmDialog } from '../../shared/ui/confirm-dialog.ts';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { Page, type PageProps } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { showToast } from '../../shared/ui/toast.ts';

/**
 * The search page: the search field (filled from ?keyword= when the shopper comes back to change a search), the
 * recent searches kept on this device, and what is trending. Searching opens the results.
 */
export default function GoodsSearchPage({ query }: PageProps) {
  const { t } = useTranslation('search');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState(query.keyword ?? '');
  const { history, remember, clear } = useSearchHistory();
  const trending = useSearchFilters('');

  const search = (words: string) => {
    const clean = words.trim();
    if (!clean) return;
    remember(clean);
    void navigate(searchResultPath(clean));
  };

  const clearHistory = async () => {
    const ok = await confirmDialog({ content: t('history.confirmClear'), confirmText: t('history.confirm'), cancelText: tc('actions.cancel') });
    if (!ok) return;
    clear();
    showToast(t('history.cleared'));
  };

  const right = (
    <button type="button" className="mall-nav-text-action" onClick={() => search(keyword)}>
      {t('box.submit')}
    </button>
  );

  return (
    <Page name="goods/goodssearch">
      <PageNavBar title={<SearchBox value={keyword} onChange={setKeyword} onSearch={search} autoFocus />} right={right} />
      <main className="mall-page-body mall-search-body">
        {history.length > 0 && (
          <section className="mall-card mall-search-section" data-testid="search-history">
            <header className="mall-search-section-head">
              <h2>{t('history.title')}</h2>
              <button type="button" className="mall-search-icon-button" aria-label={t('history.clear')} onClick={() => void clearHistory()}>
                <DeleteOutline />
              </button>
            </header>
            <div className="mall-search-chips">
              {history.map((words) => (
                <button key={words} type="button" className="mall-search-chip" onClick={() => search(words)}>
                  {words}
                </button>
              ))}
            </div>
          </section>
        )}
        <section className="mall-card mall-search-section" data-testid="search-trending">
          <header className="mall-search-section-head">
            <h2>{t('trending.title')}</h2>
          </header>
          {trending.isPending ? (
            <ListSkeleton rows={1} lines={3} />
          ) : (
            <ol className="mall-search-trending">
              {(trending.data?.trending ?? []).map((term, i) => (
                <li key={term}>
                  <button type="button" onClick={() => search(term)}>
                    <span className="mall-search-trending-rank">{i + 1}</span>
                    <span className="mall-search-trending-term">{term}</span>
                  </button>
                </li>
              ))}
            </ol>
          )}
        </section>
      </main>
    </Page>
  );
}
