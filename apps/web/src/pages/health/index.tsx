import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Landing } from '../../features/category/category-queries.ts';
import { ShortcutLanding } from '../../features/category/shortcut-landing.tsx';
import { HEALTH_PATHS } from '../../features/health/health-api.ts';
import { MedicineFeed } from '../../features/health/medicine-list.tsx';
import { Page, type PageProps } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { PageRefresh } from '../../shared/ui/page-refresh.tsx';
import '../../features/health/health.css';

const HEALTH: Landing = { position: 'health' };

/**
 * The pharmacy landing (spec route health/index, the home page's pharmacy shortcut): what a licensed pharmacy offers,
 * "describe what you need" (a medicine demand pharmacies answer with quotes), the best-selling OTC medicines, and
 * the health categories, featured pharmacies and goods.
 */
export default function HealthIndexPage(_: PageProps) {
  const { t } = useTranslation('health');
  const navigate = useNavigate();
  const hero = (
    <div className="mall-health-body">
      <section className="mall-health-hero" aria-labelledby="health-hero">
        <h2 id="health-hero">{t('index.heading')}</h2>
        <p>{t('index.intro')}</p>
        <div className="mall-health-actions">
          <Button color="primary" shape="rounded" onClick={() => void navigate(HEALTH_PATHS.message)} data-testid="health-describe">
            {t('index.describe')}
          </Button>
          <Button shape="rounded" onClick={() => void navigate(HEALTH_PATHS.otclist)}>
            {t('index.otc')}
          </Button>
        </div>
      </section>
      <section aria-labelledby="health-otc">
        <h2 id="health-otc" className="mall-health-heading">
          {t('index.bestOtc')}
        </h2>
        <MedicineFeed drugClass="otc" limit={4} />
        <button type="button" className="mall-health-link" onClick={() => void navigate(HEALTH_PATHS.otclist)}>
          {t('index.more')}
        </button>
      </section>
    </div>
  );
  return (
    <Page name="health/index">
      <PageNavBar title={t('index.title')} />
      <PageRefresh>
        <ShortcutLanding landing={HEALTH} hero={hero} />
      </PageRefresh>
    </Page>
  );
}
