import type { z } from 'zod';
import { API_BASE } from '@mall/contract/platform/api';
import { CODE } from '@mall/contract/platform/code-numbers';
import { HEADERS, type AppType } from '@mall/contract/platform/headers';
import type { Lang } from '@mall/contract/platform/languages';
import { ABORTED, ApiError, NETWORK_FAILURE } from '../shared/transport/api-error.ts';
import { deviceId } from '../shared/transport/device.ts';
import type { EndpointRef } from '../shared/transport/endpoint-ref.ts';
import { endConsoleSession, readConsoleSession } from './console-session.ts';

/**
 * The console's own transport. The shop's (shared/transport/call-api.ts) is bound to the shopper: it always sends
 * `T-appType: h5` and the shopper's token, and answers a failure with the shop's toasts and login route. The console
 * sends `T-appType: console` and its own token, and leaves every message to the page that made the call: a failed
 * call rejects with an ApiError carrying the envelope's code and message. 1002 and 1008 end the console session.
 */
export const CONSOLE_APP_TYPE: AppType = 'console';
export const REQUEST_TIMEOUT_MS = 60_000;
/** The messages of the client's own failures (code NETWORK_FAILURE); pages show them in the operator's language. */
export const TIMED_OUT = 'timeout';
export const OFFLINE = 'offline';

export interface ConsoleCallOptions {
  lang: Lang;
  signal?: AbortSignal | undefined;
}

export interface Envelope {
  success: boolean;
  code: number;
  message: string;
  data: unknown;
}

/** The headers of one call: the console's app type, this browser's device id, the language and the token if any. */
export function consoleHeaders(input: { lang: Lang; deviceId: string; token: string | undefined }): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    [HEADERS.appType]: CONSOLE_APP_TYPE,
    [HEADERS.deviceType]: CONSOLE_APP_TYPE,
    [HEADERS.deviceId]: input.deviceId,
    [HEADERS.lang]: input.lang,
  };
  if (input.token) headers[HEADERS.token] = input.token;
  return headers;
}

/** The envelope of an answer, when it is one. */
export function readEnvelope(value: unknown): Envelope | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  if (typeof v.success !== 'boolean' || typeof v.code !== 'number') return undefined;
  return { success: v.success, code: v.code, message: typeof v.message === 'string' ? v.message : '', data: v.data };
}

/** What an answer means: its data, or the error to reject with (and whether it ends the session, and why). */
export function outcomeOf(
  status: number,
  envelope: Envelope | undefined,
): { ok: true; data: unknown } | { ok: false; error: ApiError; ends?: 'ended' | 'replaced' } {
  if (status >= 200 && status < 300 && envelope?.success) return { ok: true, data: envelope.data };
  const code = envelope?.code ?? NETWORK_FAILURE;
  const error = new ApiError(code, envelope?.message.trim() ?? '', status, envelope?.data);
  if (code === CODE.NOT_LOGGED_IN) return { ok: false, error, ends: 'ended' };
  if (code === CODE.SESSION_REPLACED) return { ok: false, error, ends: 'replaced' };
  return { ok: false, error };
}

/** Calls one endpoint of the contract as the console, resolving with the envelope's data. */
export async function consoleCall<Req extends z.ZodType, Res extends z.ZodType>(
  endpoint: EndpointRef<Req, Res>,
  body: z.input<Req>,
  options: ConsoleCallOptions,
): Promise<z.output<Res>> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const cancel = () => controller.abort();
  if (options.signal?.aborted) controller.abort();
  else options.signal?.addEventListener('abort', cancel, { once: true });
  const stopped = () => (timedOut ? new ApiError(NETWORK_FAILURE, TIMED_OUT) : options.signal?.aborted ? new ApiError(ABORTED, 'aborted') : undefined);
  try {
    let response: Response;
    try {
      response = await fetch(`${API_BASE}/${endpoint.path}`, {
        method: 'POST',
        headers: consoleHeaders({ lang: options.lang, deviceId: deviceId(), token: readConsoleSession()?.token }),
        body: JSON.stringify(body ?? {}),
        signal: controller.signal,
      });
    } catch {
      throw stopped() ?? new ApiError(NETWORK_FAILURE, OFFLINE);
    }
    let envelope: Envelope | undefined;
    try {
      envelope = readEnvelope(await response.json());
    } catch {
      const error = stopped();
      if (error) throw error;
    }
    const outcome = outcomeOf(response.status, envelope);
    if (outcome.ok) return outcome.data as z.output<Res>;
    if (outcome.ends) endConsoleSession(outcome.ends);
    throw outcome.error;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
  }
}
