// Optional country prefix (1-3 digits, optional "+", optional space/dash after it), then the
// 3 / 3-5 / 4 digit groups of spec section 5, each optionally split by one space or dash.
const PHONE_PATTERN = /^(?:\+?\d{1,3}[ -]?)?\d{3}[ -]?\d{3,5}[ -]?\d{4}$/;

/** Tells whether the value (trimmed) looks like a phone number per spec section 5. */
export function isValidPhone(value: string): boolean {
  if (typeof value !== 'string') return false;
  return PHONE_PATTERN.test(value.trim());
}
