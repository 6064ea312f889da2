import { useTranslation } from 'react-i18next';
import { CategoryGoods } from '../../features/category/category-goods.tsx';
import { UnknownCategory } from '../../features/category/unknown-category.tsx';
import { useCategoryHead } from '../../features/category/use-categories.ts';
import { idParam } from '../../shared/catalogue-ui/catalogue-links.ts';
import { Page, type PageProps } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { PageRefresh } from '../../shared/ui/page-refresh.tsx';

/** A category's goods (?categoryId=): sorted by sales, price or newest, filtered by price and attributes, without end. */
export default function LastLevelListPage({ query }: PageProps) {
  const categoryId = idParam(query.categoryId);
  return categoryId === undefined ? <UnknownCategory page="category/lastlevellist" /> : <GoodsList categoryId={categoryId} />;
}

function GoodsList({ categoryId }: { categoryId: number }) {
  const { t } = useTranslation('home');
  const head = useCategoryHead(categoryId);
  if (head.isError) return <UnknownCategory page="category/lastlevellist" error={head.error} onRetry={() => void head.refetch()} />;
  return (
    <Page name="category/lastlevellist">
      <PageNavBar title={head.data?.category.name ?? t('category.title')} />
      <PageRefresh>
        <main className="mall-list-page">
          <CategoryGoods key={categoryId} categoryId={categoryId} />
        </main>
      </PageRefresh>
    </Page>
  );
}
