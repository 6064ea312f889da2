// A national mobile number has at least 10 digits in every market we serve; fewer after a
// separated first group means that group is part of the number, not a country prefix.
const MIN_NATIONAL_DIGITS_AFTER_PREFIX = 10;
const NATIONAL_DIGITS_CN = 11;
const MAX_PREFIX_DIGITS = 3;

interface SplitNumber {
  prefix: string;
  digits: string;
}

function splitCountryPrefix(value: string): SplitNumber {
  const separated = /^(\+?\d{1,3})([ -]+)(.*)$/.exec(value);
  if (separated) {
    const [, code = '', sep = '', rest = ''] = separated;
    const restDigits = rest.replace(/\D/g, '');
    if (code.startsWith('+') || restDigits.length >= MIN_NATIONAL_DIGITS_AFTER_PREFIX) {
      return { prefix: `${code}${sep.charAt(0)}`, digits: restDigits };
    }
  }
  const allDigits = value.replace(/\D/g, '');
  if (value.startsWith('+')) {
    // "+8613812345678": with no separator, assume an 11-digit national number after the code.
    const codeLength = Math.min(MAX_PREFIX_DIGITS, Math.max(1, allDigits.length - NATIONAL_DIGITS_CN));
    return { prefix: `+${allDigits.slice(0, codeLength)}`, digits: allDigits.slice(codeLength) };
  }
  return { prefix: '', digits: allDigits };
}

// How many leading and trailing digits stay visible: enough to recognise one's own number,
// never so many that fewer than two digits (or half of a short number) are hidden.
function visibleEnds(length: number): [head: number, tail: number] {
  if (length >= 10) return [3, 4];
  if (length >= 7) return [3, 2];
  if (length >= 4) return [1, 1];
  return [0, 0];
}

/** Masks the middle digits of a mobile number for display, e.g. 13812345678 -> 138****5678. */
export function maskMobile(value: string | null | undefined): string {
  if (typeof value !== 'string') return '';
  const trimmed = value.trim();
  if (trimmed === '') return '';
  const { prefix, digits } = splitCountryPrefix(trimmed);
  if (digits === '') return '';
  const [head, tail] = visibleEnds(digits.length);
  const masked = '*'.repeat(digits.length - head - tail);
  return `${prefix}${digits.slice(0, head)}${masked}${digits.slice(digits.length - tail)}`;
}
