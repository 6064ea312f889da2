import { useEffect, useState } from 'react';

/**
 * Milliseconds left until `until` (ISO), counted on the server's clock: `serverNow` (when the answer was made) fixes
 * the device's offset when the answer arrives, so a phone whose clock is off still shows the real time left. Ticks
 * every second.
 */
export function useCountdown(until: string | undefined, serverNow: string | undefined): number {
  const [clock, setClock] = useState(() => ({ now: Date.now(), offset: 0, of: undefined as string | undefined }));
  useEffect(() => {
    const tick = () => setClock((c) => ({ now: Date.now(), offset: c.of === serverNow ? c.offset : serverNow ? Date.parse(serverNow) - Date.now() : 0, of: serverNow }));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [serverNow]);
  return until ? Math.max(0, Date.parse(until) - (clock.now + clock.offset)) : 0;
}
