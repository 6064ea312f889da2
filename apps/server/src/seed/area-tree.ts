import type { Localized } from '@mall/contract/platform/languages';

/** One area of the seed, with its children; coordinates are those of its seat (capital, city hall). */
export interface SeedArea {
  code: string;
  name: Localized;
  lat: number | null;
  lng: number | null;
  children: SeedArea[];
}

/** Keeps the data files one line per area: code, [en, zh, ja], [lat, lng], children. */
export function place(
  code: string,
  [en, zh, ja]: [string, string, string],
  at: [number, number] | null,
  children: SeedArea[] = [],
): SeedArea {
  return { code, name: { en, zh, ja }, lat: at?.[0] ?? null, lng: at?.[1] ?? null, children };
}
