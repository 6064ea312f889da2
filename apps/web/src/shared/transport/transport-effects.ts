/**
 * What the transport does to the UI (move to a route, show a toast), registered by the app at start.
 * The transport stays free of React and the router; tests and early calls get harmless defaults.
 */
export interface TransportEffects {
  navigate: (to: string, options: { replace: boolean }) => void;
  toast: (message: string) => void;
  /** The current path with its query. */
  currentPath: () => string;
}

let effects: TransportEffects = {
  navigate: (to, { replace }) => {
    if (typeof location === 'undefined') return;
    if (replace) location.replace(to);
    else location.assign(to);
  },
  toast: () => {},
  currentPath: () => (typeof location === 'undefined' ? '/' : location.pathname + location.search),
};

export function registerTransportEffects(next: Partial<TransportEffects>): void {
  effects = { ...effects, ...next };
}

export function transportEffects(): TransportEffects {
  return effects;
}
