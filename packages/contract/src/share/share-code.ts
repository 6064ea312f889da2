/**
 * The clipboard share text of the spec (section 5) and its short-code cipher (shift 5, section 9), shared by the web
 * app (which writes and reads the clipboard) and the server (which answers `share/code/{code}`).
 */
/** Marker before a goods/shop share code in clipboard text: MALLSHARE#<code>#. */
export const SHARE_MARKER = 'MALLSHARE';
/** Marker before a register-invite code in clipboard text: MALLINVITE#<code>#. */
export const INVITE_MARKER = 'MALLINVITE';
/** Spec section 9: short-code cipher shift. */
export const SHARE_CIPHER_SHIFT = 5;

export type ShareKind = 'share' | 'invite';
export type ShareLang = 'en' | 'zh' | 'ja';

export interface SharePayload {
  userId: number;
  goodsId?: number;
}

export interface ParsedShareText extends SharePayload {
  kind: ShareKind;
  code: string;
}

// Two ids in base36 stay far below this; anything longer is not ours and not worth decoding.
const MAX_CODE_LENGTH = 32;
// Ids are written in lowercase base36, so uppercase U/G can separate them without ambiguity
// (a lowercase "g" is itself a base36 digit).
const PLAIN_CODE = /^U([0-9a-z]+)(?:G([0-9a-z]+))?$/;
// The code sits in a lookahead so a stray "MALLSHARE#" just before the real one cannot swallow it.
const SHARE_TEXT = new RegExp(`(${SHARE_MARKER}|${INVITE_MARKER})#(?=([0-9A-Za-z]{1,${MAX_CODE_LENGTH}})#)`, 'g');

function rotate(code: number, base: number, size: number, shift: number): number {
  return base + ((((code - base + shift) % size) + size) % size);
}

/** Rotates digits within 0-9 and letters within a-z / A-Z by `shift`; other characters are kept. */
export function shiftCipher(text: string, shift = SHARE_CIPHER_SHIFT): string {
  const step = Math.trunc(shift) || 0;
  let out = '';
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if (ch >= '0' && ch <= '9') out += String.fromCharCode(rotate(code, 48, 10, step));
    else if (ch >= 'a' && ch <= 'z') out += String.fromCharCode(rotate(code, 97, 26, step));
    else if (ch >= 'A' && ch <= 'Z') out += String.fromCharCode(rotate(code, 65, 26, step));
    else out += ch;
  }
  return out;
}

/** Reverses shiftCipher with the same shift. */
export function unshiftCipher(text: string, shift = SHARE_CIPHER_SHIFT): string {
  return shiftCipher(text, -(Math.trunc(shift) || 0));
}

function isPositiveId(id: unknown): id is number {
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0;
}

function parseId(base36: string | undefined): number | null {
  if (base36 === undefined) return null;
  const id = Number.parseInt(base36, 36);
  // Round-tripping rejects leading zeros, so every id has exactly one code.
  return isPositiveId(id) && id.toString(36) === base36 ? id : null;
}

/** Encodes the sharer's user id (and optionally a goods id) as a short ciphered code, e.g. {userId: 1} -> "Z6". */
export function encodeShareCode(payload: SharePayload): string {
  if (!isPositiveId(payload.userId)) throw new RangeError('userId must be a positive safe integer');
  if (payload.goodsId !== undefined && !isPositiveId(payload.goodsId)) {
    throw new RangeError('goodsId must be a positive safe integer');
  }
  const goods = payload.goodsId === undefined ? '' : `G${payload.goodsId.toString(36)}`;
  return shiftCipher(`U${payload.userId.toString(36)}${goods}`);
}

/** Decodes a share code back to its ids, or null if it is malformed. */
export function decodeShareCode(code: string): SharePayload | null {
  if (typeof code !== 'string' || code.length === 0 || code.length > MAX_CODE_LENGTH) return null;
  const match = PLAIN_CODE.exec(unshiftCipher(code));
  if (!match) return null;
  const userId = parseId(match[1]);
  if (userId === null) return null;
  if (match[2] === undefined) return { userId };
  const goodsId = parseId(match[2]);
  return goodsId === null ? null : { userId, goodsId };
}

const SENTENCES: Record<ShareLang, Record<ShareKind, (title: string) => string>> = {
  en: {
    share: (title) => `Take a look at "${title}" in the mall! Copy this message and open the app to see it.`,
    invite: (title) => `${title} Copy this message and open the mall app to sign up with my invitation.`,
  },
  zh: {
    share: (title) => `快来看看「${title}」！复制这段话后打开商城 App 即可查看。`,
    invite: (title) => `${title} 复制这段话后打开商城 App，即可通过我的邀请注册。`,
  },
  ja: {
    share: (title) => `「${title}」をチェックしてみて！このメッセージをコピーしてモールアプリを開くと見られます。`,
    invite: (title) => `${title} このメッセージをコピーしてモールアプリを開くと、私の招待で登録できます。`,
  },
};

/** Builds the clipboard text for a share or invite: a human sentence followed by MARKER#code#. */
export function buildShareText(kind: ShareKind, code: string, title: string, lang: ShareLang = 'en'): string {
  // Without "#" a title can never contain a MARKER#code# of its own that parseShareText would pick up first.
  const safeTitle = String(title ?? '')
    .replace(/#/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const marker = kind === 'invite' ? INVITE_MARKER : SHARE_MARKER;
  const sentence = (SENTENCES[lang] ?? SENTENCES.en)[kind](safeTitle).trim();
  return `${sentence} ${marker}#${code}#`;
}

/** Finds and decodes the first share/invite code in clipboard text; null if absent, malformed or sent by the current user. */
export function parseShareText(text: string, currentUserId?: number | null): ParsedShareText | null {
  if (typeof text !== 'string' || text === '') return null;
  for (const match of text.matchAll(SHARE_TEXT)) {
    const [, marker, code = ''] = match;
    const payload = decodeShareCode(code);
    if (payload === null) continue;
    // Opening a link you shared yourself must not credit you as your own referrer.
    if (currentUserId != null && payload.userId === currentUserId) return null;
    return { kind: marker === INVITE_MARKER ? 'invite' : 'share', code, ...payload };
  }
  return null;
}
