import { useTranslation } from 'react-i18next';
import { MedicineFeed } from '../../features/health/medicine-list.tsx';
import { idParam } from '../../shared/catalogue-ui/catalogue-links.ts';
import { Page, type PageProps } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { PageRefresh } from '../../shared/ui/page-refresh.tsx';
import '../../features/health/health.css';

/** The medicines of a category of the health channel (spec route category/otclist?categoryId=), OTC and prescription-only alike. */
export default function CategoryOtcListPage({ query }: PageProps) {
  const { t } = useTranslation('health');
  const categoryId = idParam(query.categoryId);
  return (
    <Page name="category/otclist">
      <PageNavBar title={t('list.allTitle')} />
      <PageRefresh>
        <main className="mall-health-body">
          <MedicineFeed {...(categoryId ? { categoryId } : {})} />
        </main>
      </PageRefresh>
    </Page>
  );
}
