/**
 * The codes of the envelope itself (spec section 8 and the transport's own), 1000-1011: all the web app's transport
 * needs to decide what a failure means. They are their own small file so that the first screen does not carry every
 * domain's codes (code-numbers.ts spreads them into CODE).
 */
export const ENVELOPE_CODE = {
  OK: 1000,
  INVALID_REQUEST: 1001,
  NOT_LOGGED_IN: 1002,
  FORBIDDEN: 1003,
  NOT_FOUND: 1004,
  TOO_MANY_REQUESTS: 1005,
  PAYLOAD_TOO_LARGE: 1006,
  MALFORMED_BODY: 1007,
  SESSION_REPLACED: 1008,
  UNKNOWN_CALL: 1009,
  UNSUPPORTED_MEDIA_TYPE: 1010,
  DUPLICATE_REQUEST: 1011,
} as const;
