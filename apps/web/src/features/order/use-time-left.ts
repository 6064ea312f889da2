import { useEffect, useState } from 'react';

/** Milliseconds until `deadline` (epoch ms), moving every second and stopping at zero; 0 for an unreadable deadline. */
export function useTimeLeft(deadline: number): number {
  const [now, setNow] = useState(() => Date.now());
  const done = !Number.isFinite(deadline) || now >= deadline;
  useEffect(() => {
    if (done) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [done]);
  return Number.isFinite(deadline) ? Math.max(0, deadline - now) : 0;
}
