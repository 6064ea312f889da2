import { LANGUAGES, type Lang, type Localized } from '@mall/contract/platform/languages';

/** The text of a stored localized value in a language (the stores fill every language). */
export function textIn(value: Localized, lang: Lang): string {
  return value[lang] || LANGUAGES.map((l) => value[l]).find((v) => v !== '') || '';
}

/**
 * Money typed as the console shows it (major units, at most two decimals, digits only: "12", "12.5", "12.50") as
 * integer minor units, read from the digits so no floating point rounding slips in; undefined when it is not such an
 * amount or is above 1,000,000.00.
 */
export function minorUnitsOf(typed: string): number | undefined {
  const m = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(typed.trim());
  if (!m) return undefined;
  const minor = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return minor <= 100_000_000 ? minor : undefined;
}

/** Minor units as the field shows them to edit ("12.50"). */
export function typedOf(minor: number): string {
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

/** A moment as a datetime-local field's value in the browser's time zone ("2026-11-26T09:30"). */
export function localInputOf(iso: string | Date): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local field's value as ISO 8601, or undefined when empty or not a moment. */
export function isoOfLocalInput(value: string): string | undefined {
  if (!value) return undefined;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}

export const emptyLocalized = (): Localized => ({ en: '', zh: '', ja: '' });
