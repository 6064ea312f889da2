import { useCallback, useState } from 'react';

/** The ids picked in a list's edit mode. */
export function usePicks() {
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const toggle = useCallback((id: number) => {
    setPicked((old) => {
      const next = new Set(old);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);
  const toggleAll = useCallback((ids: readonly number[]) => {
    setPicked((old) => (ids.length > 0 && ids.every((id) => old.has(id)) ? new Set() : new Set(ids)));
  }, []);
  const clear = useCallback(() => setPicked(new Set()), []);
  return { picked, toggle, toggleAll, clear };
}
