const MONEY_DECIMALS = 2;
// Chinese and Japanese IMEs often type full-width digits and dots; treat them as their ASCII twins.
const FULL_WIDTH_ZERO = 0xff10;
const FULL_WIDTH_DOT = '\uff0e';

function toAsciiDigitsAndDot(value: string): string {
  let out = '';
  for (const ch of value) {
    const code = ch.codePointAt(0) ?? 0;
    if (code >= FULL_WIDTH_ZERO && code <= FULL_WIDTH_ZERO + 9) out += String(code - FULL_WIDTH_ZERO);
    else if (ch === FULL_WIDTH_DOT) out += '.';
    else out += ch;
  }
  return out;
}

/** Cleans what the shopper typed into a money field: digits, one decimal point, at most 2 decimals. */
export function normalizeMoneyInput(value: string): string {
  if (typeof value !== 'string') return '';
  let whole = '';
  let fraction = '';
  let seenDot = false;
  for (const ch of toAsciiDigitsAndDot(value)) {
    if (ch === '.') {
      seenDot = true; // only the first point counts; later ones are dropped like any other junk
    } else if (ch >= '0' && ch <= '9') {
      if (!seenDot) whole += ch;
      else if (fraction.length < MONEY_DECIMALS) fraction += ch;
    }
  }
  // "007" reads as 7; keep a single 0 so ".5" becomes "0.5" and "0" stays "0".
  whole = whole.replace(/^0+(?=\d)/, '');
  if (seenDot) return `${whole === '' ? '0' : whole}.${fraction}`;
  return whole;
}

/** Converts a money field's text to integer minor units (cents/fen), or null when there is no amount. */
export function moneyInputToMinor(value: string): number | null {
  const normalized = normalizeMoneyInput(value);
  if (!/\d/.test(normalized)) return null;
  const [whole = '', fraction = ''] = normalized.split('.');
  // Built by string concatenation so "0.29" is exactly 29, never 28.999999999999996.
  const minor = Number(`${whole || '0'}${fraction.padEnd(MONEY_DECIMALS, '0')}`);
  return Number.isSafeInteger(minor) ? minor : null;
}
