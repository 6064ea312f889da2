import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CategoryGoods } from '../../features/category/category-goods.tsx';
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
 * The multi-level category index: the top categories as tabs, the chosen one's families as chips ("All" first),
 * and the goods of the choice below. The choice is kept in the address (?id=&sub=). Pull down to refresh.
 */
export default function MultiLevelIndexPage({ query }: PageProps) {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const tree = useCategoryTree();
  const top = tree.data?.find((c) => c.id === idParam(query.id)) ?? tree.data?.[0];
  const family = top?.children.find((c) => c.id === idParam(query.sub));
  const choose = (id: number, sub?: number) => void navigate(`/pages/category/mlindex?id=${id}${sub ? `&sub=${sub}` : ''}`, { replace: true });

  let body;
  if (tree.isPending) body = <ListSkeleton rows={4} />;
  else if (tree.isError) body = <LoadFailed description={tree.error.message} onRetry={() => void tree.refetch()} />;
  else if (!top) body = <EmptyState title={t('category.noneTitle')} description={t('category.noneDescription')} />;
  else {
    const chosen = family ?? top;
    body = (
      <>
        <div className="mall-ml-tabs">
          <Tabs activeKey={String(top.id)} onChange={(key) => choose(Number(key))}>
            {tree.data.map((c) => (
              <Tabs.Tab key={String(c.id)} title={c.name} />
            ))}
          </Tabs>
          <div className="mall-chips" role="tablist" data-testid="mlindex-families">
            <button type="button" role="tab" aria-selected={!family} className={!family ? 'is-active' : undefined} onClick={() => choose(top.id)}>
              {t('category.all')}
            </button>
            {top.children.map((c) => (
              <button key={c.id} type="button" role="tab" aria-selected={family?.id === c.id} className={family?.id === c.id ? 'is-active' : undefined} onClick={() => choose(top.id, c.id)}>
                {c.name}
              </button>
            ))}
          </div>
        </div>
        <CategoryGoods key={chosen.id} categoryId={chosen.id} />
      </>
    );
  }

  return (
    <Page name="category/mlindex">
      <PageNavBar title={t('category.byLevelTitle')} />
      <PageRefresh>
        <main className="mall-list-page">{body}</main>
      </PageRefresh>
    </Page>
  );
}
