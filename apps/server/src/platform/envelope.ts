import type { Envelope } from '@mall/contract/platform/api';
import { CODES, messageOf, type CodeName } from '@mall/contract/platform/codes';
import type { Lang } from '@mall/contract/platform/languages';

/** The success envelope around a call's data. */
export function ok<T>(data: T, lang: Lang): Envelope<T> {
  return { success: true, code: CODES.OK.code, message: CODES.OK.message[lang], data };
}

/**
 * A failure envelope; `detail` replaces the catalogue message when it says more, and `params` fill the message's
 * `{name}` places.
 */
export function fail(codeName: CodeName, lang: Lang, detail?: string, data: unknown = null, params?: Record<string, string | number>): Envelope<unknown> {
  const code = CODES[codeName].code;
  const message = detail ?? messageOf(code, lang) ?? CODES[codeName].message.en;
  return { success: false, code, message: params ? message.replace(/\{(\w+)\}/g, (place, name: string) => String(params[name] ?? place)) : message, data };
}
