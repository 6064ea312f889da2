import type { z } from 'zod';
import type { Lang } from '@mall/contract/platform/languages';
import { API_BASE, fillPath } from '@mall/contract/platform/api';
import { path as uploadPath, PURPOSE_FIELD, UPLOAD_FIELD, type TUploadImageResponse, type UploadPurpose } from '@mall/contract/resource/upload-image';
import { ApiError } from './api-error.ts';
import { decideFailure, type Failure, type FailureText } from './decide-failure.ts';
import type { EndpointRef } from './endpoint-ref.ts';
import { requestHeaders } from './request-headers.ts';
import { transportEffects } from './transport-effects.ts';
import { i18n } from '../i18n/i18n.ts';
import { clearLogin, readSession } from '../session/session-store.ts';
import { takeFirstAnswer } from './first-answers.ts';

/** Spec 7 and 9: every request gives up after 60 s. */
export const REQUEST_TIMEOUT_MS = 60_000;

export interface CallOptions {
  /** Values for the `{name}` parts of the endpoint path. */
  params?: Record<string, string | number>;
  /** False when the caller shows the error itself; session errors (1002, 1008) are always announced. */
  autoShowError?: boolean;
  /**
   * True for calls made in the background or by pages visitors see too: a 1002 then only clears the session (the
   * page shows its logged-out state) instead of moving the user to login. 1008 is announced either way.
   */
  quietNotLoggedIn?: boolean;
  /** Cancels the call (TanStack Query passes one); a cancelled call rejects quietly with code 600003. */
  signal?: AbortSignal;
  /** The language to ask in (T-lang); the one the shopper uses by default. A query passes the one of its key. */
  lang?: Lang;
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
  paymentCancelled: 'request.paymentCancelled',
} as const satisfies Record<FailureText, string>;

interface SendOptions {
  autoShowError: boolean;
  quietNotLoggedIn: boolean;
  signal: AbortSignal | undefined;
  lang: Lang | undefined;
}

function fail(failure: Failure, options: SendOptions, data?: unknown): ApiError {
  const effects = transportEffects();
  const decision = decideFailure(failure, {
    autoShowError: options.autoShowError,
    quietNotLoggedIn: options.quietNotLoggedIn,
    currentPath: effects.currentPath(),
    text: (key) => i18n.t(FAILURE_TEXT_KEYS[key], { ns: 'common' }),
  });
  // Moved first, so a page that needs a login is already on its way out when the session disappears under it.
  if (decision.navigate) effects.navigate(decision.navigate.to, { replace: decision.navigate.replace });
  if (decision.clearSession) clearLogin();
  if (decision.toast) effects.toast(decision.toast);
  return new ApiError(decision.error.code, decision.error.message, decision.error.status, data);
}

/** One POST to the API, with the T-* headers, the 60 s timeout and the spec 8 handling of every failure. */
async function send(path: string, init: { body: BodyInit; headers?: Record<string, string> }, options: SendOptions): Promise<unknown> {
  const { signal } = options;
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
      response = await fetch(API_BASE + '/' + path, {
        method: 'POST',
        headers: { ...init.headers, ...requestHeaders(options.lang) },
        body: init.body,
        signal: controller.signal,
      });
    } catch {
      throw fail(interrupted() ?? { kind: 'network' }, options);
    }

    let envelope: WireEnvelope | undefined;
    try {
      envelope = asEnvelope(await response.json());
    } catch {
      const stopped = interrupted();
      if (stopped) throw fail(stopped, options);
      envelope = undefined;
    }

    if (response.ok && envelope?.success) return envelope.data;
    throw fail({ kind: 'response', status: response.status, code: envelope?.code, message: envelope?.message }, options, envelope?.data);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}

function sendOptions(options: CallOptions): SendOptions {
  return { autoShowError: options.autoShowError ?? true, quietNotLoggedIn: options.quietNotLoggedIn ?? false, signal: options.signal, lang: options.lang };
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
  const path = fillPath(endpoint.path, options.params);
  const data = await send(path, { body: JSON.stringify(body ?? {}), headers: { 'content-type': 'application/json' } }, sendOptions(options));
  // The server validates its answers against the same contract, so the data is trusted as typed.
  return data as z.output<Res>;
}

/**
 * callApi for the `queryFn` of a query factory (features/<x>/<x>-queries.ts), in the language of the query's key. A
 * visitor's call that the server answered ahead into the page (`#mall-answers`, first-answers.ts) takes that answer,
 * once, when language, path and body are exactly the ones this call would send: the page's query and the preload go
 * through the same factory, so they cannot disagree. A logged-in shopper sees other answers, so always asks.
 */
export async function callApiForQuery<Req extends z.ZodType, Res extends z.ZodType>(
  endpoint: EndpointRef<Req, Res>,
  body: z.input<Req>,
  options: CallOptions & { lang: Lang },
): Promise<z.output<Res>> {
  if (readSession('token') === undefined) {
    const early = takeFirstAnswer(options.lang, fillPath(endpoint.path, options.params), JSON.stringify(body ?? {}));
    if (early) return early.data as z.output<Res>;
  }
  return callApi(endpoint, body, options);
}

/** Spec 8's -800: announces that the shopper gave up a payment and answers the error a payment flow ends with. */
export function paymentCancelledError(): ApiError {
  return fail({ kind: 'paymentCancelled' }, { autoShowError: true, quietNotLoggedIn: false, signal: undefined, lang: undefined });
}

/**
 * Uploads one image to `resource/cos/upload` (multipart, the file in the field `file`; the user must be logged in)
 * and resolves with where it is served. Failures are handled like any call's (spec 8: rejected with the message).
 */
export async function uploadImage(file: Blob, options: Omit<CallOptions, 'params'> & { purpose?: UploadPurpose } = {}): Promise<TUploadImageResponse> {
  const form = new FormData();
  // Before the file: the server decides where the file goes when it reaches it.
  if (options.purpose) form.append(PURPOSE_FIELD, options.purpose);
  form.append(UPLOAD_FIELD, file, file instanceof File ? file.name : 'image');
  // No content-type of our own: the browser writes the multipart boundary into it.
  const data = await send(uploadPath, { body: form }, sendOptions(options));
  return data as TUploadImageResponse;
}
