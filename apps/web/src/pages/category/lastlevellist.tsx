import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../app/route-page.tsx';
import { CategoryGoods } from '../../features/home/category-goods.tsx';
import { categoryQueries } from '../../features/home/category-queries.ts';
import { useCatalogueLang } from '../../features/home/home-queries.ts';
import { idParam } from '../../features/home/links.ts';
import { UnknownCategory } from '../../features/home/unknown-category.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { PageRefresh } from '../../shared/ui/page-refresh.tsx';

/** A category's goods (?categoryId=): sorted by sales, price or newest, filtered by price and attributes, without end. */
export default function LastLevelListPage({ query }: PageProps) {
  const categoryId = idParam(query.categoryId);
  return categoryId === undefined ? <UnknownCategory page="category/lastlevellist" /> : <GoodsList categoryId={categoryId} />;
}

function GoodsList({ categoryId }: { categoryId: number }) {
  const { t } = useTranslation('home');
  const lang = useCatalogueLang();
  const head = useQuery(categoryQueries.head(lang, categoryId));
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
