import { useTranslation } from 'react-i18next';
import type { Landing } from '../../features/category/category-queries.ts';
import { ShortcutLanding } from '../../features/category/shortcut-landing.tsx';
import { useCategoryHead, useLandingCategories } from '../../features/category/use-categories.ts';
import { Page } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { PageRefresh } from '../../shared/ui/page-refresh.tsx';

const HOME_LIVING: Landing = { position: 'homeliving' };

/**
 * The "Home living" landing: the platform's home-living category icons, featured shops, goods and shops. Its picture
 * is that of the top category the first icon belongs to.
 */
export default function HomeLivingPage() {
  const { t } = useTranslation('home');
  const categories = useLandingCategories(HOME_LIVING);
  const head = useCategoryHead(categories.data?.[0]?.id);
  const image = head.data ? (head.data.ancestors[0] ?? head.data.category).image : '';
  const hero = (
    <div className={`mall-landing-hero${image ? '' : ' is-plain is-homeliving'}`}>
      {image && <img src={image} alt="" width={750} height={300} />}
      <div className="mall-landing-hero-text">
        <h2>{t('homeliving.title')}</h2>
        <p>{t('homeliving.tagline')}</p>
      </div>
    </div>
  );
  return (
    <Page name="shortcut/homeliving">
      <PageNavBar title={t('homeliving.title')} />
      <PageRefresh>
        <ShortcutLanding landing={HOME_LIVING} hero={hero} />
      </PageRefresh>
    </Page>
  );
}
