/** Spec 8: the client's code for a call that got no usable answer (timeout, no network). */
export const NETWORK_FAILURE = -999;
/** Spec 8's generic abort code: the caller cancelled the call (left the page, a newer query replaced it). */
export const ABORTED = 600003;
/** Spec 8: the client's code for a payment the shopper gave up (toast "取消支付"). */
export const PAYMENT_CANCELLED = -800;

/** What every failed call rejects with: a business code from the server, or one of the client codes above. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: number;
  /** The HTTP status, when the server answered at all. */
  readonly status?: number;
  /** The envelope's data, when a failure carries some (2004 says when a new code may be asked for). */
  readonly data?: unknown;

  constructor(code: number, message: string, status?: number, data?: unknown) {
    super(message);
    this.code = code;
    if (status !== undefined) this.status = status;
    if (data !== undefined && data !== null) this.data = data;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
