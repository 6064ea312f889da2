import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ShortcutLanding } from '../../features/category/shortcut-landing.tsx';
import { UnknownCategory } from '../../features/category/unknown-category.tsx';
import { useCategoryHead, useShortcutGroup } from '../../features/category/use-categories.ts';
import { idParam, landingPath } from '../../shared/catalogue-ui/catalogue-links.ts';
import { Page, type PageProps } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { PageRefresh } from '../../shared/ui/page-refresh.tsx';

/**
 * A shortcut's landing: of a category (?id=, as home shortcuts, navigation tabs and banners open it) or of a home
 * shortcut panel (?groupId=). Its categories, featured shops, and its goods or shops without end.
 */
export default function ShortcutPage({ query }: PageProps) {
  const categoryId = idParam(query.id);
  const groupId = idParam(query.groupId);
  if (categoryId !== undefined) return <CategoryLanding categoryId={categoryId} />;
  if (groupId !== undefined) return <GroupLanding groupId={groupId} />;
  return <UnknownCategory page="shortcut/index" />;
}

function CategoryLanding({ categoryId }: { categoryId: number }) {
  const { t } = useTranslation('home');
  const head = useCategoryHead(categoryId);
  if (head.isError) return <UnknownCategory page="shortcut/index" error={head.error} onRetry={() => void head.refetch()} />;
  const category = head.data?.category;
  const ancestors = head.data?.ancestors ?? [];
  const title = head.data?.shortcut?.title ?? category?.name ?? t('category.title');
  const hero = category && (
    <>
      {ancestors.length > 0 && (
        <nav className="mall-landing-crumbs" aria-label={t('landing.path')}>
          {ancestors.map((a) => (
            <span key={a.id}>
              <Link to={landingPath(a.id)}>{a.name}</Link> ›
            </span>
          ))}
          <span>{category.name}</span>
        </nav>
      )}
      {category.image && (
        <div className="mall-landing-hero">
          <img src={category.image} alt="" width={750} height={300} />
          <div className="mall-landing-hero-text">
            <h2>{category.name}</h2>
          </div>
        </div>
      )}
    </>
  );
  return (
    <Page name="shortcut/index">
      <PageNavBar title={title} />
      <PageRefresh>
        <ShortcutLanding key={categoryId} landing={{ categoryId }} hero={hero} />
      </PageRefresh>
    </Page>
  );
}

function GroupLanding({ groupId }: { groupId: number }) {
  const { t } = useTranslation('home');
  const group = useShortcutGroup(groupId);
  if (group.isError) return <UnknownCategory page="shortcut/index" error={group.error} onRetry={() => void group.refetch()} />;
  const hero = group.data && (
    <div className="mall-landing-hero is-plain">
      {group.data.image && <img src={group.data.image} alt="" width={750} height={300} />}
      <div className="mall-landing-hero-text">
        <h2>{group.data.title}</h2>
        {group.data.subtitle && <p>{group.data.subtitle}</p>}
      </div>
    </div>
  );
  return (
    <Page name="shortcut/index">
      <PageNavBar title={group.data?.title ?? t('landing.title')} />
      <PageRefresh>
        <ShortcutLanding key={groupId} landing={{ groupId }} hero={hero} />
      </PageRefresh>
    </Page>
  );
}
