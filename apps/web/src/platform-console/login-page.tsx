import { useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { describeError, type ErrorText } from './console-helpers.ts';
import { useConsoleText, type ConsoleTextKey } from './console-i18n.ts';
import { loginWithEmail } from './console-queries.ts';
import { startConsoleSession, useConsoleSession, type SessionEnd } from './console-session.ts';
import { BrandMark, LanguageSelect, usePageTitle } from './console-shell.tsx';

const ENDED: Record<SessionEnd, ConsoleTextKey> = { loggedOut: 'login.loggedOut', ended: 'login.sessionEnded', replaced: 'login.sessionReplaced' };

/** A plain check before asking the server, which checks again. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface FieldErrors {
  email?: ConsoleTextKey;
  password?: ConsoleTextKey;
}

function fieldErrors(email: string, password: string): FieldErrors {
  const errors: FieldErrors = {};
  if (email.trim() === '') errors.email = 'login.emailRequired';
  else if (!EMAIL.test(email.trim())) errors.email = 'login.emailInvalid';
  if (password === '') errors.password = 'login.passwordRequired';
  return errors;
}

/** Where to go after the login: the console page the operator was sent away from, else the first section they may open. */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/login') ? from : '/';
}

/**
 * The operator's login: the ordinary email and password login, sent as the console (`T-appType: console`), so it is a
 * session of its own and does not end the person's shopping session. The server's message (in the console's
 * language) and code are shown as they come; whether the account is an operator is known at the first console call.
 */
export function LoginPage() {
  const { lang, t } = useConsoleText();
  const { session, ended } = useConsoleSession();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<ErrorText>();
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  usePageTitle(t('login.title'));

  if (session && !busy) return <Navigate to={returnPath(location.state)} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = fieldErrors(email, password);
    setErrors(found);
    setFailure(undefined);
    if (found.email || found.password) {
      (found.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setBusy(true);
    try {
      const user = await loginWithEmail(email.trim(), password, lang);
      queryClient.clear();
      startConsoleSession({ token: user.token, name: user.nickName || user.name || user.email || email.trim(), userId: user.userId, roles: user.operatorRoles });
      void navigate(returnPath(location.state), { replace: true });
    } catch (error) {
      setFailure(describeError(error, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="pc-login" data-page="platform/login">
      <header className="pc-login-top">
        <div className="pc-brand pc-brand--dark">
          <BrandMark />
          <span>{t('app.name')}</span>
        </div>
        <LanguageSelect tone="page" />
      </header>
      <main className="pc-login-main" id="pc-main">
        <div className="pc-card pc-login-card">
          <h1 tabIndex={-1}>{t('login.title')}</h1>
          <p className="pc-muted">{t('login.subtitle')}</p>
          {ended && !failure && (
            <p className="pc-alert pc-alert--info" role="status">
              {t(ENDED[ended])}
            </p>
          )}
          <div role="alert" className={failure ? 'pc-alert pc-alert--error' : undefined}>
            {failure && (
              <>
                <p>
                  <strong>{t('login.failed')}</strong>: {failure.message}
                </p>
                {failure.code !== undefined && <p className="pc-alert-code">{t('errors.code', { code: failure.code })}</p>}
              </>
            )}
          </div>
          <form onSubmit={(event) => void submit(event)} noValidate className="pc-form">
            <div className="pc-field">
              <label htmlFor="pc-login-email">{t('login.email')}</label>
              <input
                ref={emailRef}
                id="pc-login-email"
                type="email"
                name="email"
                autoComplete="username"
                inputMode="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={errors.email ? 'pc-login-email-error' : undefined}
                required
              />
              {errors.email && (
                <p id="pc-login-email-error" className="pc-field-error">
                  {t(errors.email)}
                </p>
              )}
            </div>
            <div className="pc-field">
              <label htmlFor="pc-login-password">{t('login.password')}</label>
              <input
                ref={passwordRef}
                id="pc-login-password"
                type="password"
                name="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                aria-invalid={errors.password ? true : undefined}
                aria-describedby={errors.password ? 'pc-login-password-error' : undefined}
                required
              />
              {errors.password && (
                <p id="pc-login-password-error" className="pc-field-error">
                  {t(errors.password)}
                </p>
              )}
            </div>
            <button type="submit" className="pc-button pc-button--primary pc-button--block" disabled={busy}>
              {busy ? t('login.submitting') : t('login.submit')}
            </button>
          </form>
        </div>
      </main>
    </div>
  );
}
