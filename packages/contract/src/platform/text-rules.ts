import type { z } from 'zod';

/**
 * The rule for every text a caller sends, in every field of every call (the server applies it to each request
 * before its schema): no NUL, no lone UTF-16 surrogate (PostgreSQL cannot store the first, and the second is
 * not text at all), no control character (C0, DEL, C1). Line breaks (and tabs, and the Unicode line and paragraph
 * separators) are allowed only in fields declared multi-line text with `multilineText`, such as a review or a chat
 * message.
 */

/** The string schemas declared multi-line text. */
export const MULTILINE_TEXT = new WeakSet<z.ZodType>();

/** Declares a string field multi-line text (line breaks and tabs allowed). Apply it last: a schema made from it afterwards (`.max()`) is a new one. */
export function multilineText<T extends z.ZodType>(schema: T): T {
  MULTILINE_TEXT.add(schema);
  return schema;
}

// Anything that could break the rule: C0 controls, DEL, C1 controls, surrogates, the Unicode line and paragraph
// separators. Most text has none of them.
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
const SUSPECT = /[\u0000-\u001f\u007f-\u009f\ud800-\udfff\u2028\u2029]/;

/** Why a text breaks the rule (a sentence naming what it holds), or undefined when it keeps it. */
export function textProblem(value: string, multiline: boolean): string | undefined {
  if (!SUSPECT.test(value)) return undefined;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c === 0) return 'must not contain a NUL character';
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return 'must be valid Unicode text (it holds a lone surrogate)';
      i++;
      continue;
    }
    if (c >= 0xdc00 && c <= 0xdfff) return 'must be valid Unicode text (it holds a lone surrogate)';
    if (c === 0x0a || c === 0x0d || c === 0x09 || c === 0x2028 || c === 0x2029) {
      if (!multiline) return 'must be one line of text';
      continue;
    }
    if (c < 0x20 || (c >= 0x7f && c <= 0x9f)) return 'must not contain control characters';
  }
  return undefined;
}
