import { useState, type ReactNode } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GoodsSort } from '@mall/contract/catalogue/category-fields';
import { categoryPath } from '../../shared/catalogue-ui/catalogue-links.ts';
import { GoodsFeed } from '../../shared/catalogue-ui/goods-feed.tsx';
import { GoodsSortBar, LIST_SORT_CHOICES } from '../../shared/catalogue-ui/goods-sort-bar.tsx';
import { MiniGoods, Placeholder, SectionRetry } from '../../shared/catalogue-ui/mini-goods.tsx';
import { ShopCard } from '../../shared/catalogue-ui/shop-card.tsx';
import { ShortcutGrid } from '../../shared/catalogue-ui/shortcut-grid.tsx';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListMore } from '../../shared/ui/list-more.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { categoryQueries, type Landing } from './category-queries.ts';
import { useLandingCategories } from './use-categories.ts';
import './shortcut-landing.css';

/** The landing's featured shops: each with its best sellers here. */
function FeaturedShops({ landing }: { landing: Landing }) {
  const { t } = useTranslation('home');
  const shops = useQuery(categoryQueries.landingFeatured(useQueryLang(), landing));
  if (shops.isPending)
    return (
      <div className="mall-home-card">
        <Placeholder height={160} />
      </div>
    );
  if (shops.isError)
    return (
      <div className="mall-home-card">
        <SectionRetry onRetry={() => void shops.refetch()} />
      </div>
    );
  if (shops.data.list.length === 0) return null;
  return (
    <section className="mall-home-card mall-landing-featured" data-testid="landing-featured-shops">
      <div className="mall-home-card-head">
        <h2 className="mall-home-card-title">{t('landing.featuredShops')}</h2>
      </div>
      {shops.data.list.map(({ shop, goods }) => (
        <div key={shop.id} className="mall-landing-shop">
          <ShopCard shop={shop} />
          {goods.length > 0 && (
            <ul className="mall-landing-shop-goods">
              {goods.map((g) => (
                <li key={g.id}>
                  <MiniGoods goods={g} />
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </section>
  );
}

/** Every shop of the landing, a page at a time. */
function LandingShops({ landing, subCategoryId }: { landing: Landing; subCategoryId: number | undefined }) {
  const { t } = useTranslation('home');
  const pages = useInfiniteQuery(categoryQueries.landingShops(useQueryLang(), landing, subCategoryId));
  if (pages.isPending) return <ListSkeleton rows={3} />;
  if (pages.isError) return <LoadFailed description={pages.error.message} onRetry={() => void pages.refetch()} />;
  const shops = pages.data.pages.flatMap((p) => p.list);
  if (shops.length === 0) return <EmptyState title={t('landing.noShopsTitle')} description={t('landing.noShopsDescription')} />;
  return (
    <>
      <ul className="mall-landing-shop-list" data-testid="landing-shops">
        {shops.map((shop) => (
          <li key={shop.id}>
            <ShopCard shop={shop} />
          </li>
        ))}
      </ul>
      <ListMore pages={pages} />
    </>
  );
}

function LandingGoods({ landing, subCategoryId }: { landing: Landing; subCategoryId: number | undefined }) {
  const lang = useQueryLang();
  const [sort, setSort] = useState<GoodsSort>('sales');
  const pages = useInfiniteQuery(categoryQueries.landingGoods(lang, landing, subCategoryId, sort));
  return (
    <>
      <GoodsSortBar choices={LIST_SORT_CHOICES} sort={sort} onSort={setSort} className="mall-list-tools" testId="category-sort-bar" />
      <div className="mall-list-feed">
        <GoodsFeed pages={pages} />
      </div>
    </>
  );
}

export interface ShortcutLandingProps {
  landing: Landing;
  /** The top of the page (a picture, a title band). */
  hero?: ReactNode;
}

/**
 * A shortcut's landing: the icons of its categories, its featured shops with their best sellers, then its goods or
 * its shops (narrowed to one of its categories by the chips), without end.
 */
export function ShortcutLanding({ landing, hero }: ShortcutLandingProps) {
  const { t } = useTranslation('home');
  const [tab, setTab] = useState<'goods' | 'shops'>('goods');
  const [sub, setSub] = useState<number | undefined>(undefined);
  const categories = useLandingCategories(landing);
  const list = categories.data ?? [];
  return (
    <div className="mall-landing" data-testid="shortcut-landing">
      {hero}
      {categories.isPending ? (
        <div className="mall-home-card">
          <Placeholder height={150} />
        </div>
      ) : categories.isError ? (
        <div className="mall-home-card">
          <SectionRetry onRetry={() => void categories.refetch()} />
        </div>
      ) : (
        list.length > 1 && (
          <section className="mall-home-card mall-landing-categories" aria-label={t('landing.categories')}>
            <ShortcutGrid columns={4} testId="landing-categories" entries={list.map((c) => ({ key: c.id, title: c.name, icon: c.icon, target: { to: categoryPath(c) } }))} />
          </section>
        )
      )}
      <FeaturedShops landing={landing} />
      <div className="mall-landing-tabs" role="tablist">
        {(['goods', 'shops'] as const).map((key) => (
          <button key={key} type="button" role="tab" aria-selected={tab === key} className={tab === key ? 'is-active' : undefined} onClick={() => setTab(key)}>
            {t(key === 'goods' ? 'landing.goodsTab' : 'landing.shopsTab')}
          </button>
        ))}
      </div>
      {list.length > 1 && (
        <div className="mall-chips mall-landing-chips" role="tablist" data-testid="landing-chips">
          <button type="button" role="tab" aria-selected={sub === undefined} className={sub === undefined ? 'is-active' : undefined} onClick={() => setSub(undefined)}>
            {t('category.all')}
          </button>
          {list.map((c) => (
            <button key={c.id} type="button" role="tab" aria-selected={sub === c.id} className={sub === c.id ? 'is-active' : undefined} onClick={() => setSub(c.id)}>
              {c.name}
            </button>
          ))}
        </div>
      )}
      {tab === 'goods' ? <LandingGoods landing={landing} subCategoryId={sub} /> : <div className="mall-landing-shops-wrap"><LandingShops landing={landing} subCategoryId={sub} /></div>}
    </div>
  );
}
