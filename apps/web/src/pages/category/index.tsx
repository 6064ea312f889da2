import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMallName } from '../../features/decorate/use-mall-name.ts';
import { CategoryPanes } from '../../features/category/category-panes.tsx';
import { SearchEntry } from '../../features/home/home-header.tsx';
import { useCategoryTree } from '../../features/category/use-categories.ts';
import { idParam } from '../../shared/catalogue-ui/catalogue-links.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Page, type PageProps } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { PageRefresh } from '../../shared/ui/page-refresh.tsx';
import './category.css';

/**
 * The categories tab: the top categories down the left, the chosen one's families and leaf categories on the right.
 * The choice is kept in the address (?id=), so coming back shows the same one. Pull down to refresh.
 */
export default function CategoryPage({ query }: PageProps) {
  const { t } = useTranslation('home');
  const mallName = useMallName();
  const navigate = useNavigate();
  const tree = useCategoryTree();

  let body;
  if (tree.isPending) body = <ListSkeleton rows={4} />;
  else if (tree.isError) body = <LoadFailed description={tree.error.message} onRetry={() => void tree.refetch()} />;
  else if (tree.data.length === 0) body = <EmptyState title={t('category.noneTitle')} description={t('category.noneDescription')} />;
  else
    body = (
      <CategoryPanes
        tree={tree.data}
        activeId={idParam(query.id)}
        onSelect={(id) => {
          void navigate(`/pages/category/index?id=${id}`, { replace: true });
          window.scrollTo(0, 0);
        }}
      />
    );

  return (
    <Page name="category/index">
      <PageNavBar title={mallName} back={false} />
      <PageRefresh>
        <div className="mall-category-search">
          <SearchEntry />
        </div>
        <main className={tree.data && tree.data.length > 0 ? 'mall-category-body' : 'mall-page-body'}>{body}</main>
      </PageRefresh>
    </Page>
  );
}
