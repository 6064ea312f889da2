import { useState } from 'react';
import { Button, Input, Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { CODE } from '@mall/contract/platform/code-numbers';
import { Navigate, useNavigate } from 'react-router';
import { logInByEmail, logInByMobile, sendEmailCode, sendSmsCode } from '../../features/account/account-calls.ts';
import { AgreementConsent, askForConsent } from '../../features/account/agreement-consent.tsx';
import { fieldOfError, isAccountNotFound, type AuthField } from '../../features/account/auth-errors.ts';
import { defaultPhoneCode, readAuthDraft, updateAuthDraft } from '../../features/account/auth-draft.ts';
import { emailTarget, resendWaitOf, smsTarget, useCodeCooldown } from '../../features/account/code-cooldown.ts';
import { PasswordInput } from '../../features/account/password-input.tsx';
import { FormField } from '../../shared/ui/form-field.tsx';
import { authPath, ENTER_CODE_ROUTE, loginTarget, REGISTER_ROUTE, useCompleteLogin } from '../../features/account/login-flow.ts';
import { codeDigits, isSignCode } from '../../features/account/password-rules.ts';
import { SendCodeButton } from '../../features/account/send-code-button.tsx';
import { ThirdPartyLogin } from '../../features/account/third-party-login.tsx';
import { useMallName } from '../../features/decorate/use-mall-name.ts';
import { isValidEmail } from '../../shared/format/validate-email.ts';
import { isValidPhone } from '../../shared/format/validate-phone.ts';
import { isLoggedIn, readSession } from '../../shared/session/session-store.ts';
import { isApiError } from '../../shared/transport/api-error.ts';
import { Page, type PageProps } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { EmailField } from './email-field.tsx';
import { MobileField } from './mobile-field.tsx';
import './auth.css';

type Tab = 'phone' | 'email';
type Errors = Partial<Record<AuthField, string>>;

/** Under each login form: switch between code and password, or go and register. */
function AuthLinks({ switchLabel, onSwitch, onRegister }: { switchLabel: string; onSwitch: () => void; onRegister: () => void }) {
  const { t } = useTranslation('account');
  return (
    <div className="mall-auth-links">
      <button type="button" className="mall-auth-link" onClick={onSwitch}>
        {switchLabel}
      </button>
      <button type="button" className="mall-auth-link" onClick={onRegister}>
        {t('login.register')}
      </button>
    </div>
  );
}

/** Log in by phone (SMS code, or password) or by email (password, or emailed code); ?redirect= is where to go after. */
export default function LoginPage({ query }: PageProps) {
  const { t, i18n } = useTranslation('account');
  const navigate = useNavigate();
  const mallName = useMallName();
  const completeLogin = useCompleteLogin();
  const target = loginTarget(query.redirect);
  const draft = readAuthDraft();

  const [alreadyLoggedIn] = useState(isLoggedIn);
  const [tab, setTab] = useState<Tab>(query.tab === 'email' ? 'email' : 'phone');
  const [phoneWithPassword, setPhoneWithPassword] = useState(false);
  const [emailWithCode, setEmailWithCode] = useState(false);
  const [phoneCode, setPhoneCode] = useState(() => draft.phoneCode || defaultPhoneCode(i18n.language));
  // The number this device last logged in with (m_mobile outlives a logout) saves typing it again.
  const [mobile, setMobile] = useState(() => draft.mobile || readSession('mobile') || '');
  const [email, setEmail] = useState(draft.email);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [consent, setConsent] = useState(draft.consent);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const [suggestRegister, setSuggestRegister] = useState(false);

  const mobileTarget = isValidPhone(mobile) ? smsTarget(phoneCode, mobile) : undefined;
  const smsCooldown = useCodeCooldown(mobileTarget);

  if (alreadyLoggedIn) return <Navigate replace to={target} />;

  const setField = (field: AuthField, message: string | undefined) => setErrors((prev) => ({ ...prev, [field]: message }));

  /** A setter that also clears the field's error: it goes while the shopper types, not when they tap elsewhere. */
  const edit =
    <T,>(field: keyof Errors, set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setErrors((prev) => (prev[field] === undefined ? prev : { ...prev, [field]: undefined }));
    };

  const checkMobile = () => {
    const message = mobile.trim() === '' ? t('errors.mobileRequired') : isValidPhone(mobile) ? undefined : t('errors.mobileInvalid');
    setField('mobile', message);
    return message === undefined;
  };
  const checkEmail = () => {
    const message = email.trim() === '' ? t('errors.emailRequired') : isValidEmail(email) ? undefined : t('errors.emailInvalid');
    setField('email', message);
    return message === undefined;
  };
  const checkPasswordFilled = () => {
    const message = password === '' ? t('errors.passwordRequired') : undefined;
    setField('password', message);
    return message === undefined;
  };
  const checkCode = () => {
    const message = code === '' ? t('errors.codeRequired') : isSignCode(code) ? undefined : t('errors.codeInvalid');
    setField('code', message);
    return message === undefined;
  };

  const ensureConsent = async () => {
    if (consent) return true;
    if (!(await askForConsent())) return false;
    setConsent(true);
    updateAuthDraft({ consent: true });
    return true;
  };

  const run = async (accountField: 'mobile' | 'email', action: () => Promise<void>) => {
    setSubmitting(true);
    setErrors({});
    setSuggestRegister(false);
    try {
      await action();
    } catch (error) {
      const found = fieldOfError(error, accountField);
      if (found) setField(found.field, found.message);
      if (isAccountNotFound(error)) setSuggestRegister(true);
    } finally {
      setSubmitting(false);
    }
  };

  const goToCodeEntry = () =>
    void navigate(authPath(ENTER_CODE_ROUTE, query.redirect, { phoneCode, mobile: mobile.trim() }), { replace: true, state: { fromLogin: true } });

  const submitPhone = async () => {
    const valid = [checkMobile(), phoneWithPassword ? checkPasswordFilled() : true].every(Boolean);
    if (!valid || !(await ensureConsent())) return;
    updateAuthDraft({ phoneCode, mobile: mobile.trim() });
    if (!phoneWithPassword) {
      // A code sent less than a minute ago is still good: straight to entering it.
      if (smsCooldown.remaining > 0) return goToCodeEntry();
      await run('mobile', async () => {
        try {
          const sent = await sendSmsCode({ mobile: mobile.trim(), phoneCode, scene: 'login' }, { showErrors: false });
          smsCooldown.start(sent.resendInSeconds);
        } catch (error) {
          // A code went out less than a minute ago (from another tab or page): it is the one to enter.
          if (!isApiError(error) || error.code !== CODE.SIGN_CODE_TOO_SOON) throw error;
          smsCooldown.start(resendWaitOf(error.data) ?? 60);
        }
        goToCodeEntry();
      });
      return;
    }
    await run('mobile', async () => {
      completeLogin(await logInByMobile({ mobile: mobile.trim(), phoneCode, password }, { showErrors: false }), target);
    });
  };

  const submitEmail = async () => {
    const valid = [checkEmail(), emailWithCode ? checkCode() : checkPasswordFilled()].every(Boolean);
    if (!valid || !(await ensureConsent())) return;
    updateAuthDraft({ email: email.trim() });
    await run('email', async () => {
      const body = emailWithCode ? { email: email.trim(), code } : { email: email.trim(), password };
      completeLogin(await logInByEmail(body, { showErrors: false }), target);
    });
  };

  const goRegister = () => {
    updateAuthDraft({ phoneCode, mobile: mobile.trim(), email: email.trim(), consent });
    void navigate(authPath(REGISTER_ROUTE, query.redirect), { replace: true, state: { fromLogin: true } });
  };

  const switchTab = (next: Tab) => {
    setTab(next);
    setErrors({});
    setPassword('');
    setSuggestRegister(false);
  };

  const phoneForm = (
    <form
      className="mall-auth-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submitPhone();
      }}
    >
      <MobileField
        mobile={mobile}
        onMobileChange={edit('mobile', setMobile)}
        onCheck={checkMobile}
        phoneCode={phoneCode}
        onPhoneCodeChange={setPhoneCode}
        error={errors.mobile}
      />
      {phoneWithPassword && (
        <FormField label={t('password.label')} layout="plain" name="password" error={errors.password}>
          <PasswordInput value={password} onChange={edit('password', setPassword)} placeholder={t('password.placeholder')} />
        </FormField>
      )}
      {errors.form && <p className="mall-auth-error" role="alert">{errors.form}</p>}
      <Button className="mall-auth-submit" type="submit" block color="primary" shape="rounded" size="large" loading={submitting}>
        {phoneWithPassword ? t('login.submit') : smsCooldown.remaining > 0 ? t('login.enterCode', { seconds: smsCooldown.remaining }) : t('login.getCode')}
      </Button>
      <p className="mall-auth-note">{phoneWithPassword ? t('login.passwordNote') : t('login.phoneNote')}</p>
      <AuthLinks
        switchLabel={phoneWithPassword ? t('login.useSmsCode') : t('login.usePassword')}
        onSwitch={() => {
          setPhoneWithPassword((v) => !v);
          setErrors({});
        }}
        onRegister={goRegister}
      />
    </form>
  );

  const emailForm = (
    <form
      className="mall-auth-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submitEmail();
      }}
    >
      <EmailField email={email} onEmailChange={edit('email', setEmail)} onCheck={checkEmail} error={errors.email} />
      {suggestRegister && (
        <p className="mall-auth-suggest">
          <button type="button" className="mall-auth-link" onClick={goRegister}>
            {t('login.registerThisEmail')}
          </button>
        </p>
      )}
      {emailWithCode ? (
        <FormField
          label={t('code.label')}
          layout="plain"
          name="code"
          error={errors.code}
          extra={
            <SendCodeButton
              target={isValidEmail(email) ? emailTarget(email) : undefined}
              validate={checkEmail}
              send={() => sendEmailCode({ email: email.trim(), scene: 'login' })}
              onSent={() => setField('code', undefined)}
            />
          }
        >
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(v) => edit('code', setCode)(codeDigits(v))}
            placeholder={t('code.placeholder')}
            aria-label={t('code.label')}
          />
        </FormField>
      ) : (
        <FormField label={t('password.label')} layout="plain" name="password" error={errors.password}>
          <PasswordInput value={password} onChange={edit('password', setPassword)} placeholder={t('password.placeholder')} />
        </FormField>
      )}
      {errors.form && <p className="mall-auth-error" role="alert">{errors.form}</p>}
      <Button className="mall-auth-submit" type="submit" block color="primary" shape="rounded" size="large" loading={submitting}>
        {t('login.submit')}
      </Button>
      <AuthLinks
        switchLabel={emailWithCode ? t('login.usePassword') : t('login.useEmailCode')}
        onSwitch={() => {
          setEmailWithCode((v) => !v);
          setErrors({});
        }}
        onRegister={goRegister}
      />
    </form>
  );

  return (
    <Page name="login/login">
      <PageNavBar title={t('login.title')} />
      <main className="mall-page-body mall-auth">
        <header className="mall-auth-hero">
          <h2 className="mall-auth-hero-title">{t('login.welcome', { mall: mallName })}</h2>
          <p className="mall-auth-hero-text">{t('login.subtitle')}</p>
        </header>
        <section className="mall-card mall-auth-card">
          <Tabs activeKey={tab} onChange={(key) => switchTab(key as Tab)} className="mall-auth-tabs">
            <Tabs.Tab title={t('login.byPhone')} key="phone">
              {phoneForm}
            </Tabs.Tab>
            <Tabs.Tab title={t('login.byEmail')} key="email">
              {emailForm}
            </Tabs.Tab>
          </Tabs>
        </section>
        <AgreementConsent
          checked={consent}
          onChange={(checked) => {
            setConsent(checked);
            updateAuthDraft({ consent: checked });
          }}
        />
        <ThirdPartyLogin />
      </main>
    </Page>
  );
}
