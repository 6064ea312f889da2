import { useTranslation } from 'react-i18next';
import { MedicineFeed } from '../../features/health/medicine-list.tsx';
import { idParam } from '../../shared/catalogue-ui/catalogue-links.ts';
import { Page, type PageProps } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { PageRefresh } from '../../shared/ui/page-refresh.tsx';
import '../../features/health/health.css';

/** Medicines (spec route health/otclist): over the counter by default, `?all=1` with prescription-only ones, `?categoryId=` one category. */
export default function OtcListPage({ query }: PageProps) {
  const { t } = useTranslation('health');
  const categoryId = idParam(query.categoryId);
  const all = query.all === '1';
  return (
    <Page name="health/otclist">
      <PageNavBar title={t(all ? 'list.allTitle' : 'list.title')} />
      <PageRefresh>
        <main className="mall-health-body">
          <MedicineFeed {...(all ? {} : { drugClass: 'otc' as const })} {...(categoryId ? { categoryId } : {})} />
        </main>
      </PageRefresh>
    </Page>
  );
}
