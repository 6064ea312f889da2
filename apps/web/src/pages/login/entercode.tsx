import { useEffect, useRef, useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { CODE } from '@mall/contract/platform/code-numbers';
import { logInByMobile, sendSmsCode } from '../../features/account/account-calls.ts';
import { resendWaitOf, smsTarget, useCodeCooldown } from '../../features/account/code-cooldown.ts';
import { authPath, LOGIN_ROUTE, loginTarget, useCompleteLogin } from '../../features/account/login-flow.ts';
import { maskMobile } from '../../shared/format/mask-mobile.ts';
import { isValidPhone } from '../../shared/format/validate-phone.ts';
import { isApiError } from '../../shared/transport/api-error.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { Page, type PageProps } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import './auth.css';
import { CodeField } from './code-field.tsx';

const CODE_LENGTH = 6;

/** The six digits sent by SMS (?mobile=&phoneCode=&redirect=): logs in as soon as all six are in. */
export default function EnterCodePage({ query }: PageProps) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const location = useLocation();
  const completeLogin = useCompleteLogin();
  const inputRef = useRef<HTMLInputElement>(null);
  const mobile = (query.mobile ?? '').trim();
  const phoneCode = /^\d{1,3}$/.test(query.phoneCode ?? '') ? query.phoneCode! : '86';
  const valid = isValidPhone(mobile);
  const cooldown = useCodeCooldown(valid ? smsTarget(phoneCode, mobile) : undefined);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const [resending, setResending] = useState(false);

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  const backToLogin = () => void navigate(authPath(LOGIN_ROUTE, query.redirect), { replace: true });
  const fromLogin = (location.state as { fromLogin?: boolean } | null)?.fromLogin === true;

  const submit = async (value: string) => {
    if (submitting || value.length !== CODE_LENGTH) return;
    setSubmitting(true);
    setError(undefined);
    try {
      const response = await logInByMobile({ mobile, phoneCode, code: value }, { showErrors: false });
      completeLogin(response, loginTarget(query.redirect));
    } catch (failure) {
      if (isApiError(failure) && failure.code !== 600003) setError(failure.message);
      setCode('');
      inputRef.current?.focus();
    } finally {
      setSubmitting(false);
    }
  };

  const resend = async () => {
    setResending(true);
    try {
      const sent = await sendSmsCode({ mobile, phoneCode, scene: 'login' }, { showErrors: false });
      cooldown.start(sent.resendInSeconds);
      setError(undefined);
      setCode('');
      inputRef.current?.focus();
    } catch (failure) {
      if (isApiError(failure)) {
        if (failure.code === CODE.SIGN_CODE_TOO_SOON) cooldown.start(resendWaitOf(failure.data) ?? 60);
        setError(failure.message);
      }
    } finally {
      setResending(false);
    }
  };

  return (
    <Page name="login/entercode">
      <PageNavBar title={t('entercode.title')} {...(fromLogin ? { onBack: backToLogin } : {})} />
      <main className="mall-page-body mall-auth">
        {valid ? (
          <section className="mall-card mall-code-page">
            <h2 className="mall-code-title">{t('entercode.heading')}</h2>
            <p className="mall-code-sent-to">
              {t('entercode.sentTo')} <strong>{`+${phoneCode} ${maskMobile(mobile)}`}</strong>
            </p>
            <CodeField
              ref={inputRef}
              length={CODE_LENGTH}
              value={code}
              label={t('code.label')}
              invalid={error !== undefined}
              onChange={(value) => {
                setCode(value);
                if (error) setError(undefined);
              }}
              onFill={(value) => void submit(value)}
            />
            {error && (
              <p className="mall-code-error" role="alert">
                {error}
              </p>
            )}
            <div className="mall-code-actions">
              <button type="button" className="mall-auth-link" onClick={backToLogin}>
                {t('entercode.changeNumber')}
              </button>
              {cooldown.remaining > 0 ? (
                <span data-testid="resend-countdown">{t('code.resendIn', { seconds: cooldown.remaining })}</span>
              ) : (
                <Button size="small" fill="none" color="primary" loading={resending} onClick={() => void resend()} data-testid="resend">
                  {t('code.resend')}
                </Button>
              )}
            </div>
            <Button className="mall-auth-submit" block color="primary" shape="rounded" size="large" loading={submitting} disabled={code.length !== CODE_LENGTH} onClick={() => void submit(code)}>
              {t('login.submit')}
            </Button>
          </section>
        ) : (
          <EmptyState title={t('entercode.noNumberTitle')} description={t('entercode.noNumberDescription')} action={{ label: t('entercode.backToLogin'), onClick: backToLogin }} />
        )}
      </main>
    </Page>
  );
}
