import type { TAppLoginRequest } from '@mall/contract/account/app-login';
import type { TAppLoginEmailRequest } from '@mall/contract/account/app-login-email';
import type { TAppRegisterEmailRequest } from '@mall/contract/account/app-register-email';
import type { TAppRegisterInviteRequest } from '@mall/contract/account/app-register-invite';
import type { TFetchSignCodeRequest } from '@mall/contract/account/fetch-sign-code';
import type { TFetchSignCodeEmailRequest } from '@mall/contract/account/fetch-sign-code-email';
import { callApi } from '../../shared/transport/call-api.ts';
import { ACCOUNT_API } from './account-api.ts';

/**
 * The login, sign-up and code calls of the login pages and the profile, for the pages to use without the transport.
 * `showErrors: false` leaves the refusal to the page (shown beside its field); session errors are announced anyway.
 */
interface ShowErrors {
  showErrors?: boolean;
}

const options = ({ showErrors = true }: ShowErrors) => ({ autoShowError: showErrors });

/** Sends a verification code by SMS; resolves with when another may be asked for. */
export function sendSmsCode(request: TFetchSignCodeRequest, show: ShowErrors = {}) {
  return callApi(ACCOUNT_API.sendSmsCode, request, options(show));
}

/** Sends a verification code by email. */
export function sendEmailCode(request: TFetchSignCodeEmailRequest, show: ShowErrors = {}) {
  return callApi(ACCOUNT_API.sendEmailCode, request, options(show));
}

/** Logs in with a number and a password or an SMS code (an unknown number with a code is registered). */
export function logInByMobile(request: TAppLoginRequest, show: ShowErrors = {}) {
  return callApi(ACCOUNT_API.login, request, options(show));
}

/** Logs in with an email and a password or a code. */
export function logInByEmail(request: TAppLoginEmailRequest, show: ShowErrors = {}) {
  return callApi(ACCOUNT_API.loginEmail, request, options(show));
}

/** Registers an email account (with its code). */
export function registerByEmail(request: TAppRegisterEmailRequest, show: ShowErrors = {}) {
  return callApi(ACCOUNT_API.registerEmail, request, options(show));
}

/** Registers a number with an invitation code (with its SMS code). */
export function registerByInvite(request: TAppRegisterInviteRequest, show: ShowErrors = {}) {
  return callApi(ACCOUNT_API.registerInvite, request, options(show));
}

/** Whether an email address already has an account. */
export function checkEmailTaken(email: string, show: ShowErrors = {}) {
  return callApi(ACCOUNT_API.checkEmail, { email }, options(show));
}
