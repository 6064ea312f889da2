import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../shared/ui/page.tsx';
import { PageNavBar } from '../shared/ui/page-nav-bar.tsx';
import { EmptyState } from '../shared/ui/empty-state.tsx';

/** Any address that is not a page of the app. */
export default function NotFoundPage() {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <Page name="not-found">
      <PageNavBar title={t('notFound.title')} />
      <main className="mall-page-body">
        <EmptyState
          title={t('notFound.title')}
          description={t('notFound.description')}
          action={{ label: tc('actions.backToHome'), onClick: () => void navigate('/', { replace: true }) }}
        />
      </main>
    </Page>
  );
}
