import { useId, useState, type FormEvent } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { PLATFORM_SHOP_STATUSES, type TPlatformShopStatus } from '@mall/contract/shop/platform-shops';
import { isForbidden } from './console-helpers.ts';
import { formatDateTime, useConsoleText } from './console-i18n.ts';
import { LoadFailure, NotOperator, usePageTitle } from './console-shell.tsx';
import { ListFoot } from './list-foot.tsx';
import { LoadingRows } from './loading-rows.tsx';
import { shopsQuery, type ShopFilter } from './shop-queries.ts';
import { StatusTabs } from './status-tabs.tsx';
import { TableScroll } from './table-scroll.tsx';
import './shops.css';

type Tab = 'all' | TPlatformShopStatus;
const TABS: readonly Tab[] = ['all', ...PLATFORM_SHOP_STATUSES];
const PANEL_ID = 'pc-shops-panel';
const tabId = (tab: Tab) => `pc-shops-tab-${tab}`;
const KEYWORD_MAX = 50;

function tabOf(value: string | null): Tab {
  return (TABS as readonly string[]).includes(value ?? '') ? (value as Tab) : 'all';
}

/** The badge of a shop's status: suspended stands out. */
export function ShopStatusBadge({ status }: { status: TPlatformShopStatus }) {
  const { t } = useConsoleText();
  return <span className={`pc-badge pc-badge--shop-${status}`}>{t(`shops.status.${status}`)}</span>;
}

/** Every shop of the marketplace (support): newest first, by status (tabs) and a part of its or its merchant's name. */
export function ShopsPage() {
  const { lang, t } = useConsoleText();
  const [search, setSearch] = useSearchParams();
  const tab = tabOf(search.get('status'));
  const keyword = (search.get('q') ?? '').trim().slice(0, KEYWORD_MAX);
  const filter: ShopFilter = { ...(tab !== 'all' ? { status: tab } : {}), ...(keyword ? { keyword } : {}) };
  const query = useInfiniteQuery(shopsQuery(filter, lang));
  const [typed, setTyped] = useState(keyword);
  const ids = { keyword: useId(), hint: useId() };
  usePageTitle(`${t('shops.title')} · ${t(`shops.tab.${tab}`)}`);
  if (isForbidden(query.error)) return <NotOperator />;
  const rows = query.data?.pages.flatMap((p) => p.list) ?? [];

  function go(next: { status?: Tab; q?: string }) {
    const status = next.status ?? tab;
    const q = (next.q ?? keyword).trim();
    setSearch({ ...(status !== 'all' ? { status } : {}), ...(q ? { q } : {}) }, { replace: true });
  }

  function submit(ev: FormEvent) {
    ev.preventDefault();
    go({ q: typed });
  }

  return (
    <div className="pc-page" data-page="platform/shops">
      <div className="pc-page-head">
        <h1 tabIndex={-1}>{t('shops.title')}</h1>
        <p className="pc-muted">{t('shops.subtitle')}</p>
      </div>
      <form className="pc-card pc-filter-bar" role="search" onSubmit={submit} aria-describedby={ids.hint}>
        <label htmlFor={ids.keyword}>{t('shops.keyword')}</label>
        <input id={ids.keyword} type="search" value={typed} maxLength={KEYWORD_MAX} onChange={(ev) => setTyped(ev.target.value)} data-testid="pc-shops-keyword" />
        <button type="submit" className="pc-button" data-testid="pc-shops-find">
          {t('shops.find')}
        </button>
        <p id={ids.hint} className="pc-muted">
          {t('shops.hint')}
        </p>
      </form>
      <StatusTabs statuses={TABS} value={tab} label={t('shops.tabs')} labelOf={(s) => t(`shops.tab.${s}`)} idOf={tabId} panelId={PANEL_ID} onSelect={(s) => go({ status: s })} />
      <section id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(tab)} className="pc-card pc-panel">
        {query.isPending ? (
          <LoadingRows label={t('shops.loading')} />
        ) : query.isError && rows.length === 0 ? (
          <LoadFailure error={query.error} onRetry={() => void query.refetch()} />
        ) : rows.length === 0 ? (
          <div className="pc-empty">
            <p className="pc-empty-title">{t('shops.empty')}</p>
          </div>
        ) : (
          <>
            <TableScroll label={t('shops.caption', { tab: t(`shops.tab.${tab}`) })}>
              <table className="pc-table" data-testid="pc-shops">
                <caption className="pc-visually-hidden">{t('shops.caption', { tab: t(`shops.tab.${tab}`) })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('shops.shop')}</th>
                    <th scope="col">{t('shops.statusLabel')}</th>
                    <th scope="col">{t('shops.merchant')}</th>
                    <th scope="col">{t('shops.owner')}</th>
                    <th scope="col">{t('shops.goods')}</th>
                    <th scope="col">{t('shops.opened')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((s) => (
                    <tr key={s.shopId} data-shop-id={s.shopId}>
                      <th scope="row">
                        <Link to={`/shops/${s.shopId}`}>{s.name}</Link> <span className="pc-muted pc-mono">#{s.shopId}</span>
                      </th>
                      <td>
                        <ShopStatusBadge status={s.status} />
                      </td>
                      <td>{s.merchantName}</td>
                      <td>{s.owner}</td>
                      <td className="pc-num">{s.goodsCount}</td>
                      <td>
                        <time dateTime={s.createdAt}>{formatDateTime(s.createdAt, lang)}</time>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
            <ListFoot query={query} count={rows.length} texts="shops" />
          </>
        )}
      </section>
    </div>
  );
}
