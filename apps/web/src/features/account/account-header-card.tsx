import { Avatar, Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { maskMobile } from '../../shared/format/mask-mobile.ts';
import { buildLoginRedirect } from '../../shared/session/login-redirect.ts';
import { useSession } from '../../shared/session/use-session.ts';
import './account-header-card.css';

/** The top of the "me" page: who is logged in, or the way to log in. */
export function AccountHeaderCard({ mallName, returnTo }: { mallName: string; returnTo: string }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const { token, userInfo, mobile } = useSession();

  if (token) {
    const name = userInfo?.nickName || userInfo?.name || t('header.defaultName');
    const phone = userInfo?.mobile ?? mobile;
    return (
      <section className="mall-account-header" data-testid="account-header">
        <Avatar className="mall-account-avatar" src={userInfo?.avatar ?? ''} />
        <div className="mall-account-text">
          <h2 className="mall-account-name">{name}</h2>
          {phone && <p className="mall-account-hint">{maskMobile(phone)}</p>}
        </div>
      </section>
    );
  }

  return (
    <section className="mall-account-header" data-testid="account-header">
      <Avatar className="mall-account-avatar" src="" />
      <div className="mall-account-text">
        <h2 className="mall-account-name">{t('header.greeting', { mall: mallName })}</h2>
        <p className="mall-account-hint">{t('header.loggedOutHint')}</p>
      </div>
      <Button className="mall-account-login" shape="rounded" size="small" onClick={() => void navigate(buildLoginRedirect(returnTo))}>
        {tc('actions.logIn')}
      </Button>
    </section>
  );
}
