import type { MouseEvent } from 'react';
import { Checkbox } from 'antd-mobile';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { i18n } from '../../shared/i18n/i18n.ts';
import { confirmDialog } from '../../shared/ui/confirm-dialog.ts';

export const USER_AGREEMENT_PATH = '/pages/agreement/detail?code=user_agreement';
export const PRIVACY_POLICY_PATH = '/pages/privacy/privacy';

/** "I have read and agree to the User Agreement and Privacy Policy", with links to both. */
export function AgreementConsent({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useTranslation('account');
  const stop = (event: MouseEvent) => event.stopPropagation();
  return (
    <div className="mall-consent" data-testid="consent">
      <Checkbox checked={checked} onChange={onChange} style={{ '--icon-size': '16px', '--font-size': '12px', '--gap': '6px' }}>
        <span className="mall-consent-text">
          <Trans
            t={t}
            i18nKey="consent.text"
            components={{
              agreement: <Link to={USER_AGREEMENT_PATH} onClick={stop} className="mall-consent-link" />,
              privacy: <Link to={PRIVACY_POLICY_PATH} onClick={stop} className="mall-consent-link" />,
            }}
          />
        </span>
      </Checkbox>
    </div>
  );
}

/**
 * Before logging in or registering without the box ticked: asks once, as shopping apps do. Resolves true when the
 * shopper agrees (the caller ticks the box and goes on).
 */
export function askForConsent(): Promise<boolean> {
  return confirmDialog({
    title: i18n.t('consent.askTitle', { ns: 'account' }),
    content: i18n.t('consent.askContent', { ns: 'account' }),
    confirmText: i18n.t('consent.agree', { ns: 'account' }),
    cancelText: i18n.t('actions.cancel', { ns: 'common' }),
  });
}
