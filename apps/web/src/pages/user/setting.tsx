import { useState } from 'react';
import { Button, CheckList, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { APP_VERSION_CODE, APP_VERSION_NAME } from '@mall/contract/platform/headers';
import { LANGUAGES, type Lang } from '@mall/contract/platform/languages';
import { LANGUAGE_NAMES, useChangeLanguage } from '../../features/account/preferences.ts';
import { useLogout } from '../../features/account/use-logout.ts';
import { currencyLabel } from '../../features/decorate/display-currency.ts';
import { useDisplayCurrency } from '../../features/decorate/use-display-currency.ts';
import { langOf } from '../../shared/session/preferences.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { ModalPopup } from '../../shared/ui/modal-popup.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { ListButton } from '../../shared/ui/list-button.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import './setting.css';

/** Settings: language, currency, the agreements, the version, and logging out (visitors choose too, and have no logout). */
export default function SettingPage() {
  const { t, i18n } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const { token } = useSession();
  const navigate = useNavigate();
  const changeLanguage = useChangeLanguage();
  const currency = useDisplayCurrency();
  const { logout, busy } = useLogout();
  const [choosingLanguage, setChoosingLanguage] = useState(false);
  const lang = langOf(i18n.language) ?? 'en';

  return (
    <Page name="user/setting">
      <PageNavBar title={t('setting.title')} />
      <main className="mall-page-body mall-setting">
        <List className="mall-card mall-setting-list" mode="card">
          <ListButton extra={<span data-testid="current-language">{LANGUAGE_NAMES[lang]}</span>} onClick={() => setChoosingLanguage(true)} data-setting="language">
            {t('setting.language')}
          </ListButton>
          <ListButton
            extra={currency ? currencyLabel(currency, i18n.language, (name, symbol) => tc('currency.named', { name, symbol })) : undefined}
            onClick={() => void navigate('/pages/user/currency')}
            data-setting="currency"
          >
            {t('setting.currency')}
          </ListButton>
        </List>
        <List className="mall-card mall-setting-list" mode="card">
          <ListButton onClick={() => void navigate('/pages/agreement/agreement')} data-setting="agreements">
            {t('setting.agreements')}
          </ListButton>
          <ListButton onClick={() => void navigate('/pages/privacy/privacy')} data-setting="privacy">
            {t('setting.privacy')}
          </ListButton>
          <List.Item extra={<span data-testid="app-version">{`${APP_VERSION_NAME} (${APP_VERSION_CODE})`}</span>} data-setting="version">
            {t('setting.version')}
          </List.Item>
        </List>
        {token && (
          <Button className="mall-setting-logout" block shape="rounded" size="large" loading={busy} onClick={() => void logout()}>
            {t('setting.logout')}
          </Button>
        )}
      </main>
      <ModalPopup visible={choosingLanguage} onMaskClick={() => setChoosingLanguage(false)} onClose={() => setChoosingLanguage(false)} bodyClassName="mall-setting-popup" showCloseButton>
        <h2 className="mall-setting-popup-title">{t('setting.language')}</h2>
        <CheckList
          value={[lang]}
          onChange={(value) => {
            const next = value[0] as Lang | undefined;
            setChoosingLanguage(false);
            if (next && next !== lang && (LANGUAGES as readonly string[]).includes(next)) changeLanguage(next);
          }}
        >
          {LANGUAGES.map((code) => (
            <CheckList.Item key={code} value={code} data-language={code}>
              {LANGUAGE_NAMES[code]}
            </CheckList.Item>
          ))}
        </CheckList>
      </ModalPopup>
    </Page>
  );
}
