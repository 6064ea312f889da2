// RFC 5321 caps a forward path at 254 characters and a local part at 64.
const MAX_EMAIL_LENGTH = 254;
const MAX_LOCAL_LENGTH = 64;
// The unquoted "atext" of RFC 5322; quoted local parts are legal but no real shopper uses them.
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
// Host labels: 1-63 letters/digits/hyphens, no hyphen at either end; the TLD must be alphabetic.
const DOMAIN = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** Tells whether the value (trimmed) is a plausible email address. */
export function isValidEmail(value: string): boolean {
  if (typeof value !== 'string') return false;
  const email = value.trim();
  if (email.length === 0 || email.length > MAX_EMAIL_LENGTH) return false;
  const at = email.indexOf('@');
  if (at <= 0 || at !== email.lastIndexOf('@')) return false;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  return local.length <= MAX_LOCAL_LENGTH && LOCAL_PART.test(local) && DOMAIN.test(domain);
}
