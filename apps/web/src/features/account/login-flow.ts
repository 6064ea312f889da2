import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TLoginResponse } from '@mall/contract/account/login-user';
import { QUERY_ROOTS } from '../../shared/query/query-roots.ts';
import { armLoginIntent } from '../../shared/session/login-intent.ts';
import { LOGIN_PATH, readLoginReturn } from '../../shared/session/login-redirect.ts';
import { readSession, saveLogin, writeSession } from '../../shared/session/session-store.ts';
import { LANGUAGES, type Lang } from '@mall/contract/platform/languages';
import { callApi } from '../../shared/transport/call-api.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { ACCOUNT_API } from './account-api.ts';

function isLang(value: string): value is Lang {
  return (LANGUAGES as readonly string[]).includes(value);
}

/** Spec 9: the pause between the login toast and leaving the login page. */
export const LOGIN_NAVIGATION_DELAY_MS = 500;

/** Where logging in leads without a redirect: the me tab. */
export const AFTER_LOGIN_DEFAULT = '/pages/index/user';

/** Where to go once logged in: the page that sent the shopper to login (only paths of this app), else the me tab. */
export function loginTarget(redirect: string | undefined): string {
  return redirect ? readLoginReturn(`?redirect=${encodeURIComponent(redirect)}`) : AFTER_LOGIN_DEFAULT;
}

/** A path of the login flow that keeps the page to return to. */
export function authPath(path: string, redirect: string | undefined, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  if (redirect) params.set('redirect', redirect);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export const LOGIN_ROUTE = LOGIN_PATH;
export const ENTER_CODE_ROUTE = '/pages/login/entercode';
export const REGISTER_ROUTE = '/pages/login/register';

/** Drops everything cached about the previous user (a different one may log in next). */
export function forgetUserData(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: QUERY_ROOTS.user });
}

/** The display currency the user chose on another device, applied here too. */
async function adoptChosenCurrency(): Promise<void> {
  const currency = await callApi(ACCOUNT_API.userCurrency, {}, { autoShowError: false, quietNotLoggedIn: true });
  if (!currency.chosen) return;
  writeSession('currency', currency.code);
  writeSession('currencySymbol', currency.symbol);
}

/**
 * What every way of logging in ends with (spec 4): the token and user stored, a toast, and after the spec's
 * 500 ms the page the shopper came for, replacing the login flow in the history.
 */
export function useCompleteLogin(): (response: TLoginResponse, target: string) => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useTranslation('account');
  return useCallback(
    (response, target) => {
      const { token, ...userInfo } = response;
      forgetUserData(queryClient);
      saveLogin(token, userInfo);
      // What the login gate stopped is carried out by the page it leads back to.
      armLoginIntent(target);
      showToast(response.newRegister ? t('login.welcomeNew') : t('login.success'));
      void adoptChosenCurrency().catch(() => undefined);
      // The language chosen on another device follows the user here (the launch gate reloads the texts).
      if (isLang(response.lang) && response.lang !== readSession('lang')) writeSession('lang', response.lang);
      setTimeout(() => void navigate(target, { replace: true }), LOGIN_NAVIGATION_DELAY_MS);
    },
    [navigate, queryClient, t],
  );
}
