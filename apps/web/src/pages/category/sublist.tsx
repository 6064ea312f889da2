import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../app/route-page.tsx';
import { CategoryGoods } from '../../features/home/category-goods.tsx';
import { categoryQueries } from '../../features/home/category-queries.ts';
import { useCatalogueLang } from '../../features/home/home-queries.ts';
import { categoryPath, idParam } from '../../features/home/links.ts';
import { Placeholder } from '../../features/home/mini-goods.tsx';
import { ShortcutGrid } from '../../features/home/shortcut-grid.tsx';
import { UnknownCategory } from '../../features/home/unknown-category.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { PageRefresh } from '../../shared/ui/page-refresh.tsx';
import './category.css';

/** A category's children (?categoryId=) as icons, each opening its own list, and then the category's goods. */
export default function SubListPage({ query }: PageProps) {
  const categoryId = idParam(query.categoryId);
  return categoryId === undefined ? <UnknownCategory page="category/sublist" /> : <SubList categoryId={categoryId} />;
}

function SubList({ categoryId }: { categoryId: number }) {
  const { t } = useTranslation('home');
  const lang = useCatalogueLang();
  const head = useQuery(categoryQueries.head(lang, categoryId));
  const children = useQuery(categoryQueries.children(lang, categoryId));
  if (head.isError) return <UnknownCategory page="category/sublist" error={head.error} onRetry={() => void head.refetch()} />;
  const kids = children.data ?? [];
  return (
    <Page name="category/sublist">
      <PageNavBar title={head.data?.category.name ?? t('category.title')} />
      <PageRefresh>
        <main className="mall-list-page">
          {children.isPending ? (
            <div className="mall-home-card">
              <Placeholder height={150} />
            </div>
          ) : (
            kids.length > 0 && (
              <section className="mall-home-card mall-category-children" aria-label={t('category.children')}>
                <ShortcutGrid
                  columns={4}
                  testId="category-children"
                  entries={kids.map((c) => ({ key: c.id, title: c.name, icon: c.icon, target: { to: categoryPath(c) } }))}
                />
              </section>
            )
          )}
          <div className="mall-category-goods-gap" />
          <CategoryGoods key={categoryId} categoryId={categoryId} />
        </main>
      </PageRefresh>
    </Page>
  );
}
