import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCategoryTree } from '../../features/category/use-categories.ts';
import { goodsListPath, landingPath, subListPath } from '../../shared/catalogue-ui/catalogue-links.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { PageRefresh } from '../../shared/ui/page-refresh.tsx';
import './category.css';

/** Every category on one page: each top category with its families, and each family's leaf categories as chips. */
export default function AllCategoriesPage() {
  const { t } = useTranslation('home');
  const tree = useCategoryTree();

  let body;
  if (tree.isPending) body = <ListSkeleton rows={5} />;
  else if (tree.isError) body = <LoadFailed description={tree.error.message} onRetry={() => void tree.refetch()} />;
  else if (tree.data.length === 0) body = <EmptyState title={t('category.noneTitle')} description={t('category.noneDescription')} />;
  else
    body = (
      <>
        <nav className="mall-all-index" aria-label={t('category.allCategories')}>
          {tree.data.map((top) => (
            <button key={top.id} type="button" onClick={() => document.getElementById(`category-${top.id}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' })}>
              {top.name}
            </button>
          ))}
        </nav>
        {tree.data.map((top) => (
          <section key={top.id} id={`category-${top.id}`} className="mall-card mall-all-top" data-testid="all-top">
            <Link className="mall-all-top-head" to={landingPath(top.id)}>
              <img src={top.icon} alt="" width={36} height={36} loading="lazy" />
              <h2>{top.name}</h2>
              <span>›</span>
            </Link>
            {top.children.map((family) => (
              <div key={family.id} className="mall-all-family">
                <Link className="mall-all-family-name" to={subListPath(family.id)}>
                  {family.name}
                </Link>
                <div className="mall-all-leaves">
                  {family.children.map((leaf) => (
                    <Link key={leaf.id} to={goodsListPath(leaf.id)}>
                      {leaf.name}
                    </Link>
                  ))}
                </div>
              </div>
            ))}
          </section>
        ))}
      </>
    );

  return (
    <Page name="category/all">
      <PageNavBar title={t('category.allCategories')} />
      <PageRefresh>
        <main className="mall-page-body mall-all">{body}</main>
      </PageRefresh>
    </Page>
  );
}
