export interface DisplayCurrency {
  code: string;
  symbol: string;
  rate: number;
  decimals: number;
}

export interface FormattedMoney {
  symbol: string;
  amount: string;
  text: string;
}

// Shown instead of a number when the price or the rate is unusable; "¥0.00" would read as "free".
const UNKNOWN_AMOUNT = '--';
const MAX_DECIMALS = 20;

interface Decimal {
  digits: bigint;
  scale: number;
}

// Reads a non-negative number as the decimal its shortest text form shows ("0.1383", "1e+21"),
// so a rate of 0.1383 is exactly 1383/10000 instead of the nearest binary fraction.
function toDecimal(value: number): Decimal {
  const [coefficient = '0', exponent = '0'] = Math.abs(value).toString().split('e');
  const [whole = '0', fraction = ''] = coefficient.split('.');
  const scale = fraction.length - Number(exponent);
  const digits = BigInt(`${whole}${fraction}`);
  return scale >= 0 ? { digits, scale } : { digits: digits * 10n ** BigInt(-scale), scale: 0 };
}

function toDecimalPlaces(value: number, fallback: number): number {
  if (!Number.isFinite(value)) return fallback;
  return Math.min(MAX_DECIMALS, Math.max(0, Math.trunc(value)));
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Converts base-currency minor units to the display currency and formats them, e.g. 123450 -> {symbol:'¥', amount:'1,234.50', text:'¥1,234.50'}. */
export function formatMoney(minor: number, currency: DisplayCurrency, baseDecimals = 2): FormattedMoney {
  const symbol = currency.symbol ?? '';
  if (!Number.isFinite(minor) || !Number.isFinite(currency.rate) || currency.rate < 0) {
    return { symbol, amount: UNKNOWN_AMOUNT, text: `${symbol}${UNKNOWN_AMOUNT}` };
  }
  const decimals = toDecimalPlaces(currency.decimals, 2);
  const base = toDecimalPlaces(baseDecimals, 2);
  const price = toDecimal(minor);
  const rate = toDecimal(currency.rate);
  // amount * 10^decimals = minor * rate * 10^decimals / 10^base, in exact integers.
  const numerator = price.digits * rate.digits * 10n ** BigInt(decimals);
  const denominator = 10n ** BigInt(price.scale + rate.scale + base);
  // Half-up on the magnitude (half away from zero), so -0.005 and 0.005 mirror each other.
  const scaled = (2n * numerator + denominator) / (2n * denominator);
  const unit = 10n ** BigInt(decimals);
  const wholeText = groupThousands((scaled / unit).toString());
  const fractionText = decimals > 0 ? `.${(scaled % unit).toString().padStart(decimals, '0')}` : '';
  // A price that rounds to zero is shown as 0, never as "-0.00".
  const sign = minor < 0 && scaled > 0n ? '-' : '';
  const amount = `${sign}${wholeText}${fractionText}`;
  return { symbol, amount, text: `${sign}${symbol}${wholeText}${fractionText}` };
}
