import { useSyncExternalStore } from 'react';
import { readRaw, writeRaw } from '../../shared/session/local-store.ts';

/**
 * The shopper's current place, chosen on location/index or location/search (or found by the browser's position),
 * kept in this browser so that every page near something (nearby shops, takeaway, group-buy pickup points) measures
 * from the same point. The public face of the location feature for other features: read `currentPlace()` (or the
 * `useCurrentPlace()` hook to follow changes).
 */
export interface CurrentPlace {
  lat: number;
  lng: number;
  /** The place's name as shown when it was chosen ("Pudong", "浦东新区"), for labels. */
  name: string;
  /** The gazetteer area (location/query/geographic answers its chain in any language). */
  areaId: number;
  /** The area chain as one line when it was chosen ("Shanghai, Pudong"). */
  text?: string;
  /** `located`: the browser's position (lat/lng are the position itself); `chosen`: picked from the gazetteer. */
  source?: 'located' | 'chosen';
}

/** The `m_` prefix of the app's other stored values (spec 3). */
export const CURRENT_PLACE_KEY = 'm_current_place';

const listeners = new Set<() => void>();
let cachedRaw: string | undefined;
let cachedPlace: CurrentPlace | undefined;

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function parse(raw: string | undefined): CurrentPlace | undefined {
  if (!raw) return undefined;
  try {
    const v = JSON.parse(raw) as Partial<CurrentPlace>;
    // A damaged or foreign value is no place at all rather than a point at NaN.
    if (!finite(v.lat) || !finite(v.lng) || Math.abs(v.lat) > 90 || Math.abs(v.lng) > 180) return undefined;
    if (typeof v.name !== 'string' || !Number.isInteger(v.areaId)) return undefined;
    return {
      lat: v.lat,
      lng: v.lng,
      name: v.name,
      areaId: v.areaId!,
      ...(typeof v.text === 'string' ? { text: v.text } : {}),
      ...(v.source === 'located' || v.source === 'chosen' ? { source: v.source } : {}),
    };
  } catch {
    return undefined;
  }
}

/** The current place, or undefined when none has been chosen (callers then fall back as they see fit). */
export function currentPlace(): CurrentPlace | undefined {
  const raw = readRaw(CURRENT_PLACE_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedPlace = parse(raw);
  }
  return cachedPlace;
}

/** Keeps a place as the current one and tells every page that follows it. */
export function setCurrentPlace(place: CurrentPlace): void {
  writeRaw(CURRENT_PLACE_KEY, JSON.stringify(place));
  for (const l of listeners) l();
}

/** Forgets the current place. */
export function clearCurrentPlace(): void {
  writeRaw(CURRENT_PLACE_KEY, undefined);
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab choosing a place changes our storage too.
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === CURRENT_PLACE_KEY) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/** The current place, re-rendering when it changes (here or in another tab). */
export function useCurrentPlace(): CurrentPlace | undefined {
  return useSyncExternalStore(subscribe, currentPlace, () => undefined);
}
