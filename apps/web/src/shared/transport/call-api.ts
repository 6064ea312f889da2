import type { z } from 'zod';
import { API_BASE, fillPath } from '@mall/contract/platform/api';
import { ApiError } from './api-error.ts';
import { decideFailure, type Failure, type FailureText } from './decide-failure.ts';
import type { EndpointRef } from './endpoint-ref.ts';
import { requestHeaders } from './request-headers.ts';
import { transportEffects } from './transport-effects.ts';
import { i18n } from '../i18n/i18n.ts';
import { clearLogin } from '../session/session-store.ts';

/** Spec 7 and 9: every request gives up after 60 s. */
export const REQUEST_TIMEOUT_MS = 60_000;

export interface CallOptions {
  /** Values for the `{name}` parts of the endpoint path. */
  params?: Record<string, string | number>;
  /** False when the caller shows the error itself; session errors (1002, 1008) are always announced. */
  autoShowError?: boolean;
  /** Cancels the call (TanStack Query passes one); a cancelled call rejects quietly with code 600003. */
  signal?: AbortSignal;
}

interface WireEnvelope {
  success: boolean;
  code: number;
  message: string;
  data: unknown;
}

function asEnvelope(value: unknown): WireEnvelope | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  if (typeof v.success !== 'boolean' || typeof v.code !== 'number') return undefined;
  return { success: v.success, code: v.code, message: typeof v.message === 'string' ? v.message : '', data: v.data };
}

const FAILURE_TEXT_KEYS = {
  notLoggedIn: 'request.notLoggedIn',
  sessionReplaced: 'request.sessionReplaced',
  timeout: 'request.timeout',
  offline: 'request.offline',
  failed: 'request.failed',
} as const satisfies Record<FailureText, string>;

function fail(failure: Failure, autoShowError: boolean): ApiError {
  const effects = transportEffects();
  const decision = decideFailure(failure, {
    autoShowError,
    currentPath: effects.currentPath(),
    text: (key) => i18n.t(FAILURE_TEXT_KEYS[key], { ns: 'common' }),
  });
  if (decision.clearSession) clearLogin();
  if (decision.toast) effects.toast(decision.toast);
  if (decision.navigate) effects.navigate(decision.navigate.to, { replace: decision.navigate.replace });
  return new ApiError(decision.error.code, decision.error.message, decision.error.status);
}

/**
 * Calls one endpoint of the contract and resolves with the `data` of its envelope; anything else rejects with an
 * ApiError after the spec 8 handling (toast, session clearing, redirect).
 */
export async function callApi<Req extends z.ZodType, Res extends z.ZodType>(
  endpoint: EndpointRef<Req, Res>,
  body: z.input<Req>,
  options: CallOptions = {},
): Promise<z.output<Res>> {
  const { params, autoShowError = true, signal } = options;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const cancel = () => controller.abort();
  if (signal?.aborted) controller.abort();
  else signal?.addEventListener('abort', cancel, { once: true });
  const interrupted = (): Failure | undefined => (timedOut ? { kind: 'timeout' } : signal?.aborted ? { kind: 'aborted' } : undefined);

  try {
    let response: Response;
    try {
      response = await fetch(API_BASE + '/' + fillPath(endpoint.path, params), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...requestHeaders() },
        body: JSON.stringify(body ?? {}),
        signal: controller.signal,
      });
    } catch {
      throw fail(interrupted() ?? { kind: 'network' }, autoShowError);
    }

    let envelope: WireEnvelope | undefined;
    try {
      envelope = asEnvelope(await response.json());
    } catch {
      const stopped = interrupted();
      if (stopped) throw fail(stopped, autoShowError);
      envelope = undefined;
    }

    // The server validates its answers against the same contract, so the data is trusted as typed.
    if (response.ok && envelope?.success) return envelope.data as z.output<Res>;
    throw fail({ kind: 'response', status: response.status, code: envelope?.code, message: envelope?.message }, autoShowError);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}
