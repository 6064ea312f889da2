import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListingCard } from '../../features/groupbuy/listing-card.tsx';
import { ListingFeed } from '../../features/groupbuy/listing-feed.tsx';
import { GROUPBUY_LANDING_PATH } from '../../features/groupbuy/groupbuy-paths.ts';
import { useGroupbuyLanding } from '../../features/groupbuy/use-groupbuy.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Page, type PageProps } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import '../../features/groupbuy/groupbuy.css';

/**
 * Community group buying (spec route groupbuy/housegoods): the house categories as a row of filters (kept in
 * `?category=`), "All" showing each category's first listings, a category its listings with more loaded as the
 * shopper nears the end (reach-bottom distance 100).
 */
export default function HouseGoodsPage({ query }: PageProps) {
  const { t } = useTranslation('groupbuy');
  const navigate = useNavigate();
  const landing = useGroupbuyLanding();
  const categoryId = Number(query.category) > 0 ? Number(query.category) : 0;
  const pick = (id: number) => void navigate(id ? `${GROUPBUY_LANDING_PATH}?category=${id}` : GROUPBUY_LANDING_PATH, { replace: true });

  let body;
  if (landing.isPending) body = <ListSkeleton rows={4} />;
  else if (landing.isError) body = <LoadFailed description={landing.error.message} onRetry={() => void landing.refetch()} />;
  else if (landing.data.length === 0) body = <EmptyState title={t('landing.empty')} description={t('landing.emptyHint')} />;
  else
    body = (
      <>
        <nav className="mall-gb-tabs" aria-label={t('landing.categories')}>
          {[{ id: 0, name: t('landing.all') }, ...landing.data.map((c) => c.category)].map((c) => (
            <button key={c.id} type="button" className="mall-gb-tab" aria-pressed={c.id === categoryId} onClick={() => pick(c.id)} data-testid="groupbuy-tab">
              {c.name}
            </button>
          ))}
        </nav>
        {categoryId ? (
          <ListingFeed categoryId={categoryId} />
        ) : landing.data.every((s) => s.list.length === 0) ? (
          <EmptyState title={t('landing.empty')} description={t('landing.emptyHint')} />
        ) : (
          landing.data
            .filter((s) => s.list.length > 0)
            .map((s) => (
              <section key={s.category.id} className="mall-gb-section" aria-labelledby={`gb-cat-${s.category.id}`}>
                <h2 id={`gb-cat-${s.category.id}`} className="mall-gb-heading">
                  {s.category.name}
                </h2>
                <ul className="mall-gb-list">
                  {s.list.map((l) => (
                    <ListingCard key={l.id} listing={l} />
                  ))}
                </ul>
                {s.next && (
                  <button type="button" className="mall-gb-more" onClick={() => pick(s.category.id)}>
                    {t('landing.more', { name: s.category.name })}
                  </button>
                )}
              </section>
            ))
        )}
      </>
    );
  return (
    <Page name="groupbuy/housegoods">
      <PageNavBar title={t('landing.title')} />
      <main className="mall-page-body mall-gb-body">
        <p className="mall-gb-intro">{t('landing.intro')}</p>
        {body}
      </main>
    </Page>
  );
}
