import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { GoodsNewsKind } from '@mall/contract/catalogue/goods-news';
import { NEWS_KINDS, NewsCard } from '../../features/home/news-card.tsx';
import { useGoodsNewsPages } from '../../features/home/use-activity.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Page, type PageProps } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { PageRefresh } from '../../shared/ui/page-refresh.tsx';
import { ListMore } from '../../shared/ui/list-more.tsx';
import '../../features/category/category-list.css';

const isKind = (value: string | undefined): value is GoodsNewsKind => (NEWS_KINDS as readonly string[]).includes(value ?? '');

/**
 * Goods news (new arrivals, price drops, restocks, shop stories), newest first, of one kind with ?kind=. The list
 * comes from `activity/port` (its news section): no other call serves goods news. Pull down to refresh.
 */
export default function GoodsNewsPage({ query }: PageProps) {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const kind = isKind(query.kind) ? query.kind : undefined;
  const pages = useGoodsNewsPages(kind);
  const news = pages.data?.pages.flatMap((p) => p.list) ?? [];

  let body;
  if (pages.isPending) body = <ListSkeleton rows={4} />;
  else if (pages.isError) body = <LoadFailed description={pages.error.message} onRetry={() => void pages.refetch()} />;
  else if (news.length === 0) body = <EmptyState title={t('news.emptyTitle')} description={t('news.emptyDescription')} />;
  else
    body = (
      <>
        <ul className="mall-news-list" data-testid="news-list">
          {news.map((n) => (
            <li key={n.id}>
              <NewsCard news={n} />
            </li>
          ))}
        </ul>
        <ListMore pages={pages} />
      </>
    );

  return (
    <Page name="goods/goodsnews">
      <PageNavBar title={t('news.title')} />
      <PageRefresh>
        <div className="mall-chips mall-news-kinds" role="tablist" data-testid="news-kinds">
          {[undefined, ...NEWS_KINDS].map((k) => (
            <button
              key={k ?? 'all'}
              type="button"
              role="tab"
              aria-selected={k === kind}
              className={k === kind ? 'is-active' : undefined}
              onClick={() => void navigate(k ? `/pages/goods/goodsnews?kind=${k}` : '/pages/goods/goodsnews', { replace: true })}
            >
              {k ? t(`news.kinds.${k}`) : t('category.all')}
            </button>
          ))}
        </div>
        <main className="mall-page-body">{body}</main>
      </PageRefresh>
    </Page>
  );
}
