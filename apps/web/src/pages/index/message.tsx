import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMallName } from '../../features/decorate/use-mall-name.ts';
import { buildLoginRedirect } from '../../shared/session/login-redirect.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { Page } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { EmptyState } from '../../shared/ui/empty-state.tsx';

/** The messages tab (spec 2 gives it no pull-to-refresh). Conversations arrive with the messaging issue. */
export default function MessagePage() {
  const { t } = useTranslation('messaging');
  const { t: tc } = useTranslation('common');
  const mallName = useMallName();
  const navigate = useNavigate();
  const { token } = useSession();
  return (
    <Page name="index/message">
      <PageNavBar title={mallName} back={false} />
      <main className="mall-page-body">
        {token ? (
          <EmptyState
            title={t('emptyTitle')}
            description={t('emptyDescription')}
            action={{ label: tc('actions.goShopping'), onClick: () => void navigate('/') }}
          />
        ) : (
          <EmptyState
            title={t('emptyTitle')}
            description={t('loggedOutDescription')}
            action={{ label: tc('actions.logIn'), onClick: () => void navigate(buildLoginRedirect('/pages/index/message')) }}
          />
        )}
      </main>
    </Page>
  );
}
