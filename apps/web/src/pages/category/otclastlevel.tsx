import { useTranslation } from 'react-i18next';
import { MedicineFeed } from '../../features/health/medicine-list.tsx';
import { idParam } from '../../shared/catalogue-ui/catalogue-links.ts';
import { Page, type PageProps } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { PageRefresh } from '../../shared/ui/page-refresh.tsx';
import '../../features/health/health.css';

/** The over-the-counter medicines of one last-level category (spec route category/otclastlevel?categoryId=). */
export default function CategoryOtcLastLevelPage({ query }: PageProps) {
  const { t } = useTranslation('health');
  const categoryId = idParam(query.categoryId);
  return (
    <Page name="category/otclastlevel">
      <PageNavBar title={t('list.title')} />
      <PageRefresh>
        <main className="mall-health-body">
          <MedicineFeed drugClass="otc" {...(categoryId ? { categoryId } : {})} />
        </main>
      </PageRefresh>
    </Page>
  );
}
