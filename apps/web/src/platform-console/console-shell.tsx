import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import type { OperatorRole } from '@mall/contract/platform/api';
import { LANGUAGES, type Lang } from '@mall/contract/platform/languages';
import { describeError, mayOpen } from './console-helpers.ts';
import { setConsoleLang, useConsoleText, type ConsoleTextKey } from './console-i18n.ts';
import { MenuButton, useConsoleMenu } from './console-menu.tsx';
import { logout } from './console-queries.ts';
import { endConsoleSession, useConsoleSession } from './console-session.ts';

/** Each language named in itself, so that an operator finds their own whatever the console speaks now. */
const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', zh: '中文', ja: '日本語' };

export function LanguageSelect({ tone }: { tone: 'bar' | 'page' }) {
  const { lang, t } = useConsoleText();
  return (
    <label className={`pc-lang pc-lang--${tone}`}>
      <span className="pc-visually-hidden">{t('app.language')}</span>
      <svg className="pc-lang-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path
          d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 0c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9m0-18C9.5 5.6 8.2 8.6 8.2 12s1.3 6.4 3.8 9M3.5 9h17M3.5 15h17"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        />
      </svg>
      <select value={lang} onChange={(event) => setConsoleLang(event.target.value as Lang)}>
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l === 'zh' ? 'zh-CN' : l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Logs the console session out on the server (its token stops working) and here, whatever the server answers. */
export function useLogout(): { logOut: () => void; busy: boolean } {
  const queryClient = useQueryClient();
  const { lang } = useConsoleText();
  const [busy, setBusy] = useState(false);
  return {
    busy,
    logOut: () => {
      setBusy(true);
      void logout(lang)
        .catch(() => undefined)
        .finally(() => {
          endConsoleSession('loggedOut');
          queryClient.clear();
          setBusy(false);
        });
    },
  };
}

/** The document's title: the page's, then the console's name. */
export function usePageTitle(title: string): void {
  const { t } = useConsoleText();
  const name = t('app.name');
  useEffect(() => {
    document.title = `${title} · ${name}`;
  }, [title, name]);
}

/** Pages behind the login: without a console session, the login page (which says why, and comes back here). */
export function RequireSession({ children }: { children: ReactNode }) {
  const { session, ended } = useConsoleSession();
  const location = useLocation();
  if (!session) return <Navigate to="/login" replace state={ended === 'loggedOut' ? undefined : { from: location.pathname + location.search }} />;
  return children;
}

/** The sections, each with the role its calls need (admin opens all): an operator sees the ones they may use. */
const NAV: { to: string; label: ConsoleTextKey; role: OperatorRole }[] = [
  { to: '/applications', label: 'nav.applications', role: 'support' },
  { to: '/shops', label: 'nav.shops', role: 'support' },
  { to: '/complaints', label: 'nav.complaints', role: 'support' },
  { to: '/withdrawals', label: 'nav.withdrawals', role: 'finance' },
  { to: '/refunds', label: 'nav.refunds', role: 'finance' },
  { to: '/chat', label: 'nav.chat', role: 'support' },
  { to: '/orders', label: 'nav.orders', role: 'support' },
  { to: '/audit', label: 'nav.audit', role: 'admin' },
  { to: '/categories', label: 'nav.categories', role: 'support' },
  { to: '/agreements-help', label: 'nav.agreements', role: 'support' },
  { to: '/promotions', label: 'nav.promotions', role: 'finance' },
  { to: '/home-page', label: 'nav.homePage', role: 'support' },
  { to: '/look', label: 'nav.look', role: 'admin' },
];

/** Where the console starts: the first section the operator may open (the login page without a session). */
export function FirstSection() {
  const { session } = useConsoleSession();
  if (!session) return <Navigate to="/login" replace />;
  const first = NAV.find((item) => mayOpen(session.roles, item.role));
  return <Navigate to={first?.to ?? '/applications'} replace />;
}

/**
 * The desktop frame: a top bar (the console's name, who is logged in, the language, log out), the sections on the
 * left, and the page. On a page change focus moves to the new page's heading, as a screen reader user would otherwise
 * stay on the link they followed. Below 960px wide (a phone, a narrow window, a desktop zoomed in) the sections
 * would leave the page no room: the bar keeps the name and a menu button, which opens the operator's tools and the
 * sections as a panel between the bar and the page, and the page takes the whole width (console.css, console-menu.tsx).
 */
export function ConsoleLayout() {
  const { t } = useConsoleText();
  const { session } = useConsoleSession();
  const { logOut, busy } = useLogout();
  const location = useLocation();
  const firstPath = useRef(location.pathname);
  const { open: menuOpen, toggle: toggleMenu, close: closeMenu, buttonRef: menuButton } = useConsoleMenu();

  useEffect(() => {
    if (firstPath.current === location.pathname) return;
    firstPath.current = '';
    document.querySelector<HTMLElement>('#pc-main h1')?.focus({ preventScroll: false });
  }, [location.pathname]);

  return (
    <div className="pc-frame" data-menu={menuOpen ? 'open' : 'closed'}>
      <a className="pc-skip" href="#pc-main">
        {t('app.skipToContent')}
      </a>
      <header className="pc-topbar">
        <div className="pc-brand">
          <BrandMark />
          <span>{t('app.name')}</span>
        </div>
        <MenuButton open={menuOpen} onToggle={toggleMenu} buttonRef={menuButton} controls="pc-topbar-tools pc-nav" />
        <div id="pc-topbar-tools" className="pc-topbar-tools">
          <p className="pc-operator">
            <span className="pc-operator-label">{t('app.signedInAs')}</span> <strong>{session?.name}</strong>
          </p>
          <LanguageSelect tone="bar" />
          <button type="button" className="pc-button pc-button--on-bar" onClick={logOut} disabled={busy}>
            {t('app.logout')}
          </button>
        </div>
      </header>
      <nav id="pc-nav" className="pc-nav" aria-label={t('app.sections')}>
        <ul>
          {NAV.filter((item) => mayOpen(session?.roles, item.role)).map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className="pc-nav-link" onClick={closeMenu}>
                <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                  <path d="M4 9l1.5-5h13L20 9M4 9v11h16V9M4 9h16M9 20v-6h6v6" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinejoin="round" />
                </svg>
                {t(item.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="pc-main" className="pc-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}

export function BrandMark() {
  return (
    <svg className="pc-brand-mark" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path d="M6 7h12l-1 13H7L6 7zm3 0a3 3 0 0 1 6 0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

/** What a page shows when its calls answer 1003: to an account that is no operator, or to an operator of another role. */
export function NotOperator() {
  const { t } = useConsoleText();
  const { session } = useConsoleSession();
  const { logOut, busy } = useLogout();
  // An operator of another role reached a section that is not theirs (by its address); anyone else is no operator.
  const wrongRole = (session?.roles?.length ?? 0) > 0;
  const title = t(wrongRole ? 'notOperator.wrongRoleTitle' : 'notOperator.title');
  usePageTitle(title);
  return (
    <section className="pc-card pc-not-operator" aria-labelledby="pc-not-operator-title">
      <h1 id="pc-not-operator-title" tabIndex={-1}>
        {title}
      </h1>
      <p>{t(wrongRole ? 'notOperator.wrongRoleBody' : 'notOperator.body', { name: session?.name ?? '' })}</p>
      <button type="button" className="pc-button pc-button--primary" onClick={logOut} disabled={busy}>
        {t('notOperator.logout')}
      </button>
    </section>
  );
}

/** A failed load: the message (with its code) and a way to try again. A page shows NotOperator for 1003 instead. */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useConsoleText();
  const { message, code } = describeError(error, t);
  return (
    <div className="pc-alert pc-alert--error" role="alert">
      <p>{message}</p>
      {code !== undefined && <p className="pc-alert-code">{t('errors.code', { code })}</p>}
      <button type="button" className="pc-button" onClick={onRetry}>
        {t('errors.retry')}
      </button>
    </div>
  );
}
