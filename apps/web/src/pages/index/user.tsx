import { useTranslation } from 'react-i18next';
import { AccountHeaderCard } from '../../features/account/account-header-card.tsx';
import { useMallName } from '../../features/decorate/use-mall-name.ts';
import { Page } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { PageRefresh } from '../../shared/ui/page-refresh.tsx';
import './user.css';

/** The "me" tab: who is logged in (or the way to log in); orders, wallet and settings arrive with later issues. */
export default function UserPage() {
  const { t } = useTranslation('account');
  const mallName = useMallName();
  return (
    <Page name="index/user">
      <PageNavBar title={mallName} back={false} />
      <PageRefresh>
        <AccountHeaderCard mallName={mallName} returnTo="/pages/index/user" />
        <main className="mall-page-body mall-user-body">
          <section className="mall-card mall-user-services">
            <h2 className="mall-user-services-title">{t('services.title')}</h2>
            <p className="mall-user-services-note">{t('services.comingSoon')}</p>
          </section>
        </main>
      </PageRefresh>
    </Page>
  );
}
