import { useState } from 'react';
import { Button, Input, Tabs } from 'antd-mobile';
import { GiftOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { TSignCodeSent } from '@mall/contract/account/fetch-sign-code';
import { checkEmailTaken, registerByEmail, registerByInvite, sendEmailCode, sendSmsCode } from '../../features/account/account-calls.ts';
import { AgreementConsent, askForConsent } from '../../features/account/agreement-consent.tsx';
import { fieldOfError, isAccountExists, type AuthField } from '../../features/account/auth-errors.ts';
import { defaultPhoneCode, readAuthDraft, updateAuthDraft } from '../../features/account/auth-draft.ts';
import { emailTarget, smsTarget } from '../../features/account/code-cooldown.ts';
import { PasswordInput } from '../../features/account/password-input.tsx';
import { FormField } from '../../shared/ui/form-field.tsx';
import { authPath, LOGIN_ROUTE, loginTarget, useCompleteLogin } from '../../features/account/login-flow.ts';
import { codeDigits, isSignCode, isStrongEnough } from '../../features/account/password-rules.ts';
import { PasswordRulesList } from '../../features/account/password-rules-list.tsx';
import { SendCodeButton } from '../../features/account/send-code-button.tsx';
import { isValidEmail } from '../../shared/format/validate-email.ts';
import { isValidPhone } from '../../shared/format/validate-phone.ts';
import { Page, type PageProps } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { EmailField } from './email-field.tsx';
import { MobileField } from './mobile-field.tsx';
import './auth.css';

type Tab = 'email' | 'phone';
type Field = AuthField | 'nickName';
type Errors = Partial<Record<Field, string>>;

const MAX_NICKNAME = 32;
const MAX_INVITE = 64;

/**
 * Registration: by email (code, password, optional nickname), and, for a shopper invited with ?referrer=, by
 * mobile with the invite code. Phone numbers otherwise register simply by logging in with an SMS code.
 */
export default function RegisterPage({ query }: PageProps) {
  const { t, i18n } = useTranslation('account');
  const navigate = useNavigate();
  const location = useLocation();
  const completeLogin = useCompleteLogin();
  const target = loginTarget(query.redirect);
  const referrer = (query.referrer ?? '').trim().slice(0, MAX_INVITE);
  const draft = readAuthDraft();
  const fromLogin = (location.state as { fromLogin?: boolean } | null)?.fromLogin === true;

  const [tab, setTab] = useState<Tab>(referrer && query.tab !== 'email' ? 'phone' : 'email');
  const [email, setEmail] = useState(draft.email);
  const [emailTaken, setEmailTaken] = useState<string>();
  const [phoneCode, setPhoneCode] = useState(() => draft.phoneCode || defaultPhoneCode(i18n.language));
  const [mobile, setMobile] = useState(draft.mobile);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [nickName, setNickName] = useState('');
  const [invite, setInvite] = useState(referrer);
  const [consent, setConsent] = useState(draft.consent);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);

  const setField = (field: Field, message: string | undefined) => setErrors((prev) => ({ ...prev, [field]: message }));

  /** A setter that also clears the field's error: it goes while the shopper types, not when they tap elsewhere. */
  const edit =
    <T,>(field: keyof Errors, set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setErrors((prev) => (prev[field] === undefined ? prev : { ...prev, [field]: undefined }));
    };

  const checkEmailFormat = () => {
    const message = email.trim() === '' ? t('errors.emailRequired') : isValidEmail(email) ? undefined : t('errors.emailInvalid');
    setField('email', message);
    return message === undefined;
  };

  /** Whether the address is free; an address that has an account is offered a login instead. */
  const checkEmailFree = async () => {
    if (!checkEmailFormat()) return false;
    const address = email.trim().toLowerCase();
    try {
      const { exists } = await checkEmailTaken(address, { showErrors: false });
      setEmailTaken(exists ? address : undefined);
      return !exists;
    } catch {
      // Unknown for now: registering will say if the address is taken.
      return true;
    }
  };

  const checkMobile = () => {
    const message = mobile.trim() === '' ? t('errors.mobileRequired') : isValidPhone(mobile) ? undefined : t('errors.mobileInvalid');
    setField('mobile', message);
    return message === undefined;
  };
  const checkCode = () => {
    const message = code === '' ? t('errors.codeRequired') : isSignCode(code) ? undefined : t('errors.codeInvalid');
    setField('code', message);
    return message === undefined;
  };
  const checkNewPassword = (optional: boolean) => {
    const message = password === '' ? (optional ? undefined : t('errors.passwordRequired')) : isStrongEnough(password) ? undefined : t('errors.passwordWeak');
    setField('password', message);
    return message === undefined;
  };
  const checkNickName = () => {
    const message = nickName.trim().length > MAX_NICKNAME ? t('errors.nickNameLong', { max: MAX_NICKNAME }) : undefined;
    setField('nickName', message);
    return message === undefined;
  };
  const checkInvite = (required: boolean) => {
    const message = required && invite.trim() === '' ? t('errors.inviteRequired') : undefined;
    setField('invite', message);
    return message === undefined;
  };

  const ensureConsent = async () => {
    if (consent) return true;
    if (!(await askForConsent())) return false;
    setConsent(true);
    updateAuthDraft({ consent: true });
    return true;
  };

  const submit = async () => {
    const byEmail = tab === 'email';
    const valid = byEmail
      ? [checkEmailFormat(), checkCode(), checkNewPassword(false), checkNickName(), checkInvite(false)].every(Boolean)
      : [checkMobile(), checkCode(), checkNewPassword(true), checkInvite(true)].every(Boolean);
    if (!valid || (byEmail && emailTaken === email.trim().toLowerCase()) || !(await ensureConsent())) return;
    setSubmitting(true);
    try {
      const response = byEmail
        ? await registerByEmail(
            {
              email: email.trim(),
              code,
              password,
              ...(nickName.trim() ? { nickName: nickName.trim() } : {}),
              ...(invite.trim() ? { referrer: invite.trim() } : {}),
            },
            { showErrors: false },
          )
        : await registerByInvite({ mobile: mobile.trim(), phoneCode, code, inviteCode: invite.trim(), ...(password ? { password } : {}) }, { showErrors: false });
      completeLogin(response, target);
    } catch (error) {
      const found = fieldOfError(error, byEmail ? 'email' : 'mobile');
      if (found) setField(found.field, found.message);
      if (byEmail && isAccountExists(error)) setEmailTaken(email.trim().toLowerCase());
    } finally {
      setSubmitting(false);
    }
  };

  const goLogin = (extra: Record<string, string> = {}) => {
    updateAuthDraft({ email: email.trim(), phoneCode, mobile: mobile.trim(), consent });
    void navigate(authPath(LOGIN_ROUTE, query.redirect, extra), { replace: true });
  };

  const codeField = (send: () => Promise<TSignCodeSent>, codeTarget: string | undefined, validate: () => boolean | Promise<boolean>) => (
    <FormField
      label={t('code.label')}
      layout="plain"
      name="code"
      error={errors.code}
      extra={<SendCodeButton target={codeTarget} validate={validate} send={send} onSent={() => setField('code', undefined)} />}
    >
      <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(v) => edit('code', setCode)(codeDigits(v))} placeholder={t('code.placeholder')} aria-label={t('code.label')} />
    </FormField>
  );

  const passwordField = (optional: boolean) => (
    <FormField label={t('password.label')} layout="plain" name="password" error={errors.password} hint={password !== '' || !optional ? <PasswordRulesList password={password} /> : undefined}>
      <PasswordInput value={password} onChange={edit('password', setPassword)} autoComplete="new-password" placeholder={optional ? t('register.passwordOptional') : t('register.passwordPlaceholder')} />
    </FormField>
  );

  const inviteField = (required: boolean) => (
    <FormField label={t('register.invite')} layout="plain" name="invite" error={errors.invite} prefix={<span className="mall-field-prefix">{t('register.invite')}</span>}>
      <Input maxLength={MAX_INVITE} value={invite} onChange={edit('invite', setInvite)} placeholder={required ? t('register.invitePlaceholder') : t('register.inviteOptionalHint')} aria-label={t('register.invite')} />
    </FormField>
  );

  const emailForm = (
    <form
      className="mall-auth-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <EmailField
        email={email}
        onEmailChange={(v) => {
          edit('email', setEmail)(v);
          setEmailTaken(undefined);
        }}
        onCheck={() => void checkEmailFree()}
        error={errors.email}
      />
      {emailTaken && (
        <div className="mall-auth-banner" role="status" data-testid="email-taken">
          <span>{t('register.emailTaken')}</span>
          <button type="button" className="mall-auth-link" onClick={() => goLogin({ tab: 'email' })}>
            {t('register.logInInstead')}
          </button>
        </div>
      )}
      {codeField(
        () => sendEmailCode({ email: email.trim(), scene: 'register' }),
        isValidEmail(email) ? emailTarget(email) : undefined,
        checkEmailFree,
      )}
      {passwordField(false)}
      <FormField label={t('register.nickName')} layout="plain" name="nickName" error={errors.nickName}>
        <Input maxLength={MAX_NICKNAME} value={nickName} onChange={edit('nickName', setNickName)} placeholder={t('register.nickNamePlaceholder')} aria-label={t('register.nickName')} />
      </FormField>
      {inviteField(false)}
      {errors.form && <p className="mall-auth-error" role="alert">{errors.form}</p>}
      <Button className="mall-auth-submit" type="submit" block color="primary" shape="rounded" size="large" loading={submitting}>
        {t('register.submit')}
      </Button>
    </form>
  );

  const phoneForm = (
    <form
      className="mall-auth-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
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
      {codeField(
        () => sendSmsCode({ mobile: mobile.trim(), phoneCode, scene: 'register' }),
        isValidPhone(mobile) ? smsTarget(phoneCode, mobile) : undefined,
        checkMobile,
      )}
      {passwordField(true)}
      {inviteField(true)}
      {errors.form && <p className="mall-auth-error" role="alert">{errors.form}</p>}
      <Button className="mall-auth-submit" type="submit" block color="primary" shape="rounded" size="large" loading={submitting}>
        {t('register.submit')}
      </Button>
    </form>
  );

  return (
    <Page name="login/register">
      <PageNavBar title={t('register.title')} {...(fromLogin ? { onBack: () => goLogin() } : {})} />
      <main className="mall-page-body mall-auth">
        {referrer && (
          <div className="mall-auth-banner" data-testid="referrer">
            <GiftOutline aria-hidden />
            <span>
              {t('register.invitedBy')} <strong>{referrer}</strong>
            </span>
          </div>
        )}
        <section className={referrer ? 'mall-card mall-auth-card' : 'mall-card mall-auth-card mall-auth-card--plain'}>
          {referrer ? (
            <Tabs
              activeKey={tab}
              onChange={(key) => {
                setTab(key as Tab);
                setErrors({});
                setCode('');
              }}
              className="mall-auth-tabs"
            >
              <Tabs.Tab title={t('register.byPhone')} key="phone">
                {phoneForm}
              </Tabs.Tab>
              <Tabs.Tab title={t('register.byEmail')} key="email">
                {emailForm}
              </Tabs.Tab>
            </Tabs>
          ) : (
            emailForm
          )}
          <div className="mall-auth-links">
            <button type="button" className="mall-auth-link" onClick={() => goLogin()}>
              {t('register.haveAccount')}
            </button>
          </div>
          {!referrer && <p className="mall-auth-note">{t('register.phoneNote')}</p>}
        </section>
        <AgreementConsent
          checked={consent}
          onChange={(checked) => {
            setConsent(checked);
            updateAuthDraft({ consent: checked });
          }}
        />
      </main>
    </Page>
  );
}
