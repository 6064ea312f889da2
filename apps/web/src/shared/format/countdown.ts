export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  totalMs: number;
  done: boolean;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Spec section 9: the default countdown format includes days. */
export const DEFAULT_COUNTDOWN_FORMAT = 'DD:HH:mm:ss';

/** Splits remaining milliseconds into days, hours, minutes and whole seconds. */
export function splitCountdown(ms: number): CountdownParts {
  // NaN and Infinity cannot be shown as a clock; treat them like an expired countdown.
  if (!Number.isFinite(ms) || ms <= 0) {
    return { days: 0, hours: 0, minutes: 0, seconds: 0, totalMs: 0, done: true };
  }
  return {
    days: Math.floor(ms / DAY),
    hours: Math.floor((ms % DAY) / HOUR),
    minutes: Math.floor((ms % HOUR) / MINUTE),
    seconds: Math.floor((ms % MINUTE) / SECOND),
    totalMs: ms,
    done: false,
  };
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/** Formats remaining milliseconds with the tokens DD, HH, mm and ss; the largest token present absorbs the units above it. */
export function formatCountdown(ms: number, format: string = DEFAULT_COUNTDOWN_FORMAT): string {
  let { days, hours, minutes, seconds } = splitCountdown(ms);
  // Without DD a 2-day countdown must read 48:.., not 00:.., so missing units fold into the next one down.
  if (!format.includes('DD')) {
    hours += days * 24;
    days = 0;
  }
  if (!format.includes('HH')) {
    minutes += hours * 60;
    hours = 0;
  }
  if (!format.includes('mm')) {
    seconds += minutes * 60;
    minutes = 0;
  }
  const values: Record<string, number> = { DD: days, HH: hours, mm: minutes, ss: seconds };
  return format.replace(/DD|HH|mm|ss/g, (token) => pad2(values[token] ?? 0));
}
