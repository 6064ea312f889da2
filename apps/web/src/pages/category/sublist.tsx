import { useTranslation } from 'react-i18next';
import { CategoryGoods } from '../../features/category/category-goods.tsx';
import { Placeholder } from '../../shared/catalogue-ui/mini-goods.tsx';
import { ShortcutGrid } from '../../shared/catalogue-ui/shortcut-grid.tsx';
import { UnknownCategory } from '../../features/category/unknown-category.tsx';
import { useCategoryChildren, useCategoryHead } from '../../features/category/use-categories.ts';
import { categoryPath, idParam } from '../../shared/catalogue-ui/catalogue-links.ts';
import { Page, type PageProps } from '../../shared/ui/page.tsx';
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
  const head = useCategoryHead(categoryId);
  const children = useCategoryChildren(categoryId);
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
