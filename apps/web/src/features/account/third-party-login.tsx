import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/transport/call-api.ts';
import { ACCOUNT_API } from './account-api.ts';

function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" width="22" height="22" aria-hidden="true">
      <path fill="#FFC107" d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z" />
      <path fill="#FF3D00" d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z" />
      <path fill="#4CAF50" d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z" />
      <path fill="#1976D2" d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z" />
    </svg>
  );
}

function WechatMark() {
  return (
    <svg viewBox="0 0 48 48" width="24" height="24" aria-hidden="true">
      <path
        fill="#fff"
        d="M19 8C10.7 8 4 13.6 4 20.6c0 4 2.2 7.5 5.6 9.8L8.2 35l5.2-2.6c1.7.5 3.6.8 5.6.8h1.2a11 11 0 0 1-.5-3.2c0-6.9 6.6-12.4 14.8-12.4h1.1C34 12.3 27.2 8 19 8zm-5 6.4a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm10 0a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM34.5 20.4C27.6 20.4 22 25 22 30.6s5.6 10.2 12.5 10.2c1.5 0 3-.2 4.3-.6l4.2 2.2-1.1-3.8c2.8-1.9 4.6-4.8 4.6-8 0-5.6-5.6-10.2-12-10.2zm-4.2 5.2a1.7 1.7 0 1 1 0 3.4 1.7 1.7 0 0 1 0-3.4zm8.3 0a1.7 1.7 0 1 1 0 3.4 1.7 1.7 0 0 1 0-3.4z"
      />
    </svg>
  );
}

/**
 * Google and WeChat login. Both need the providers' keys, which this platform has not set: the server answers
 * 2008 "not configured", and that message is what the shopper sees (the transport toasts it).
 */
export function ThirdPartyLogin() {
  const { t } = useTranslation('account');
  const [busy, setBusy] = useState(false);
  const attempt = async (provider: 'google' | 'wechat') => {
    if (busy) return;
    setBusy(true);
    try {
      // Once a provider is configured its authorisation page supplies the code; until then the server says so.
      if (provider === 'google') await callApi(ACCOUNT_API.loginGoogle, { code: 'h5-web' });
      else await callApi(ACCOUNT_API.wxOpenid, { code: 'h5-web' });
    } catch {
      // Shown by the transport.
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="mall-third-party" aria-label={t('login.otherWays')}>
      <p className="mall-third-party-title">{t('login.otherWays')}</p>
      <div className="mall-third-party-buttons">
        <button type="button" className="mall-third-party-button" data-provider="google" disabled={busy} onClick={() => void attempt('google')}>
          <span className="mall-third-party-icon mall-third-party-icon--google">
            <GoogleMark />
          </span>
          <span>Google</span>
        </button>
        <button type="button" className="mall-third-party-button" data-provider="wechat" disabled={busy} onClick={() => void attempt('wechat')}>
          <span className="mall-third-party-icon mall-third-party-icon--wechat">
            <WechatMark />
          </span>
          <span>{t('login.wechat')}</span>
        </button>
      </div>
    </section>
  );
}
