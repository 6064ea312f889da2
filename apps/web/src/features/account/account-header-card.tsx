import { Avatar, Button } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { maskMobile } from '../../shared/format/mask-mobile.ts';
import { buildLoginRedirect } from '../../shared/session/login-redirect.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { AvatarFallback } from './avatar-fallback.tsx';
import './account-header-card.css';

export const EDIT_USER_PATH = '/pages/user/edituser';

/** The top of the "me" page: who is logged in (tapping opens the profile), or the way to log in. */
export function AccountHeaderCard({ mallName, returnTo }: { mallName: string; returnTo: string }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const { token, userInfo, mobile } = useSession();

  if (token) {
    const name = userInfo?.nickName || userInfo?.name || t('header.defaultName');
    // m_mobile outlives a logout (spec 4), so it may be another account's number: only without userInfo is it used.
    const phone = userInfo ? userInfo.mobile : mobile;
    const contact = phone ? `${userInfo?.phoneCode ? `+${userInfo.phoneCode} ` : ''}${maskMobile(phone)}` : userInfo?.email;
    return (
      <section className="mall-account-header" data-testid="account-header">
        <button type="button" className="mall-account-header-button" onClick={() => void navigate(EDIT_USER_PATH)}>
          <Avatar className="mall-account-avatar" src={userInfo?.avatar ?? ''} fallback={<AvatarFallback />} />
          <div className="mall-account-text">
            <h2 className="mall-account-name" data-testid="account-name">
              {name}
            </h2>
            {contact && <p className="mall-account-hint">{contact}</p>}
            {userInfo?.number && <p className="mall-account-number">{t('header.memberNumber', { number: userInfo.number })}</p>}
          </div>
          <span className="mall-visually-hidden">{t('header.editProfile')}</span>
          <RightOutline className="mall-account-arrow" aria-hidden />
        </button>
      </section>
    );
  }

  return (
    <section className="mall-account-header" data-testid="account-header">
      <Avatar className="mall-account-avatar" src="" fallback={<AvatarFallback />} />
      <div className="mall-account-text">
        <h2 className="mall-account-name mall-account-name--wrap">{t('header.greeting', { mall: mallName })}</h2>
        <p className="mall-account-hint">{t('header.loggedOutHint')}</p>
        <Button className="mall-account-login" shape="rounded" size="small" onClick={() => void navigate(buildLoginRedirect(returnTo))}>
          {tc('actions.logIn')}
        </Button>
      </div>
    </section>
  );
}
