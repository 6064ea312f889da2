import { ENVELOPE_CODE as CODE } from '@mall/contract/platform/envelope-codes';
import { ABORTED, NETWORK_FAILURE, PAYMENT_CANCELLED } from './api-error.ts';
import { buildLoginRedirect, HOME_PATH, LOGIN_PATH } from '../session/login-redirect.ts';

/** How a call failed, as the transport observed it. */
export type Failure =
  /** Our 60 s timer fired. */
  | { kind: 'timeout' }
  /** The caller cancelled (query cancelled, page left). */
  | { kind: 'aborted' }
  /** fetch itself failed: offline, DNS, connection refused. `detail` is set for failures that are not about the network. */
  | { kind: 'network'; detail?: string }
  /** The shopper gave up a payment (spec 8: -800); always announced, it is the answer to their own tap. */
  | { kind: 'paymentCancelled' }
  /** The server answered, but not with success; code and message come from its envelope when it sent one. */
  | { kind: 'response'; status: number; code?: number; message?: string };

export type FailureText = 'notLoggedIn' | 'sessionReplaced' | 'timeout' | 'offline' | 'failed' | 'paymentCancelled';

export interface FailureContext {
  /** The caller shows its own error when false (spec 8: "unless the caller disabled auto-show"). */
  autoShowError: boolean;
  /** The current path with its query, to come back to after logging in. */
  currentPath: string;
  /**
   * A 1002 only clears the session, without a toast or a move to login: for calls made in the background or by
   * pages a visitor may see too (the me and messages tabs, the unread badge), which then show their logged-out
   * state. A 1008 is still announced: being logged out elsewhere is news the user must hear.
   */
  quietNotLoggedIn?: boolean;
  text: (key: FailureText) => string;
}

export interface FailureDecision {
  error: { code: number; message: string; status?: number };
  toast?: string;
  clearSession: boolean;
  navigate?: { to: string; replace: boolean };
}

/** Spec 8: a server message is shown only if it says something and is short enough for a toast. */
const MAX_TOAST_MESSAGE = 100;

function shownMessage(message: string | undefined, ctx: FailureContext): string {
  const trimmed = message?.trim() ?? '';
  return trimmed.length === 0 || trimmed.length > MAX_TOAST_MESSAGE ? ctx.text('failed') : trimmed;
}

/** The error catalogue of spec 8: what the user sees and what happens to the session and the route. */
export function decideFailure(failure: Failure, ctx: FailureContext): FailureDecision {
  const toastIf = (message: string) => (ctx.autoShowError ? { toast: message } : {});

  switch (failure.kind) {
    case 'aborted':
      return { error: { code: ABORTED, message: 'aborted' }, clearSession: false };
    case 'timeout': {
      const message = ctx.text('timeout');
      return { error: { code: NETWORK_FAILURE, message }, clearSession: false, ...toastIf(message) };
    }
    case 'network': {
      const message = failure.detail === undefined ? ctx.text('offline') : shownMessage(failure.detail, ctx);
      return { error: { code: NETWORK_FAILURE, message }, clearSession: false, ...toastIf(message) };
    }
    case 'paymentCancelled': {
      const message = ctx.text('paymentCancelled');
      return { error: { code: PAYMENT_CANCELLED, message }, clearSession: false, toast: message };
    }
    case 'response':
      break;
  }

  const { status, code } = failure;
  if (code === CODE.NOT_LOGGED_IN) {
    // Session events are announced even to callers that handle their own errors: the user is being moved.
    const message = ctx.text('notLoggedIn');
    if (ctx.quietNotLoggedIn) return { error: { code, message, status }, clearSession: true };
    const onLogin = ctx.currentPath.startsWith(LOGIN_PATH);
    return {
      error: { code, message, status },
      toast: message,
      clearSession: true,
      ...(onLogin ? {} : { navigate: { to: buildLoginRedirect(ctx.currentPath), replace: false } }),
    };
  }
  if (code === CODE.SESSION_REPLACED) {
    const message = ctx.text('sessionReplaced');
    return { error: { code, message, status }, toast: message, clearSession: true, navigate: { to: HOME_PATH, replace: true } };
  }

  const message = shownMessage(failure.message, ctx);
  return { error: { code: code ?? NETWORK_FAILURE, message, status }, clearSession: false, ...toastIf(message) };
}
