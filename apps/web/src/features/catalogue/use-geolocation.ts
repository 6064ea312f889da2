import { useCallback, useEffect, useState } from 'react';

export type Geolocation =
  | { state: 'locating' }
  | { state: 'located'; lat: number; lng: number }
  /** `denied` when the shopper refused, `unavailable` when the browser has no position to give. */
  | { state: 'failed'; reason: 'denied' | 'unavailable' };

/** How long to wait for a position before going on without one. */
const TIMEOUT_MS = 8000;
/** A position up to five minutes old is good enough for "near me". */
const MAX_AGE_MS = 300_000;

/** The browser's position, asked for once on mount and again on `locate()`. */
export function useGeolocation(): [Geolocation, () => void] {
  const [where, setWhere] = useState<Geolocation>(() =>
    typeof navigator !== 'undefined' && 'geolocation' in navigator ? { state: 'locating' } : { state: 'failed', reason: 'unavailable' },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return;
    let current = true;
    navigator.geolocation.getCurrentPosition(
      (p) => current && setWhere({ state: 'located', lat: p.coords.latitude, lng: p.coords.longitude }),
      (e) => current && setWhere({ state: 'failed', reason: e.code === e.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { timeout: TIMEOUT_MS, maximumAge: MAX_AGE_MS, enableHighAccuracy: false },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const locate = useCallback(() => {
    setWhere({ state: 'locating' });
    setAttempt((n) => n + 1);
  }, []);
  return [where, locate];
}
