import { randomRequestKey } from '../../shared/transport/request-key.ts';

/** Where attempt keys are kept (sessionStorage in the browser, a Map in tests). */
export interface KeyStore {
  get(key: string): string | undefined;
  set(key: string, value: string | undefined): void;
}

const PREFIX = 'mall.payAttempt.';


function slot(orderIds: readonly number[], payChannel: number): string {
  return `${PREFIX}${[...orderIds].sort((a, b) => a - b).join(',')}|${payChannel}`;
}

/**
 * The `requestKey` of one attempt to pay some orders with a channel. A retry (no answer came, the page was
 * reloaded, the shopper tapped again) sends the same key, so the server answers the payment of the first try
 * instead of opening a second one. The attempt ends, and the next tap gets a new key, once its payment settled, was
 * cancelled or was refused.
 */
export function attemptKeys(store: KeyStore, newKey: () => string = randomRequestKey) {
  return {
    keyFor(orderIds: readonly number[], payChannel: number): string {
      const at = slot(orderIds, payChannel);
      const kept = store.get(at);
      if (kept) return kept;
      const key = newKey();
      store.set(at, key);
      return key;
    },
    forget(orderIds: readonly number[], payChannel: number): void {
      store.set(slot(orderIds, payChannel), undefined);
    },
  };
}

/** sessionStorage, or memory where it is locked (private modes): keys live as long as the tab. */
export function sessionKeyStore(): KeyStore {
  const memory = new Map<string, string>();
  const session = (): Storage | undefined => {
    try {
      return globalThis.sessionStorage;
    } catch {
      return undefined;
    }
  };
  return {
    get(key) {
      try {
        return session()?.getItem(key) ?? memory.get(key);
      } catch {
        return memory.get(key);
      }
    },
    set(key, value) {
      if (value === undefined) memory.delete(key);
      else memory.set(key, value);
      try {
        if (value === undefined) session()?.removeItem(key);
        else session()?.setItem(key, value);
      } catch {
        // The memory copy serves for this visit.
      }
    },
  };
}
