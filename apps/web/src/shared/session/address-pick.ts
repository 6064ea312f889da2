import { internalPath } from '../ui/internal-path.ts';
import { readRaw, writeRaw } from './local-store.ts';

/**
 * Choosing a delivery address from another page (the checkout). That page opens the address book in pick mode; the
 * shopper taps an address (or adds one, which is then the choice) and the book steps back in history to the page
 * that asked, which takes the choice on arriving (`takePickedAddress`). The choice travels through storage, not the
 * URL, so going back never leaves a "picked" entry in the history to be replayed.
 *
 * Query of the book in pick mode: `pick=1`, `chosen=` the address chosen now, and `from=` the asking page's path, used only when there is no history
 * to step back through (the book was reloaded on its own). The add page gets `pick=<steps back>`: 1 when the
 * asking page opened it directly, 2 when it came through the book.
 */
export const ADDRESS_LIST_PATH = '/pages/user/address/list';
export const ADDRESS_ADD_PATH = '/pages/user/address/add';

const KEY = 'mall.address.picked';
/** A choice not taken within this time is stale (the asking page was closed) and ignored. */
const PICK_TTL_MS = 10 * 60_000;

/** The address book in pick mode, marking the address chosen now (when there is one). */
export function addressPickListPath(from: string, chosenId?: number): string {
  const chosen = chosenId === undefined ? '' : `&chosen=${chosenId}`;
  return `${ADDRESS_LIST_PATH}?pick=1${chosen}&from=${encodeURIComponent(from)}`;
}

export function addressPickAddPath(from: string, stepsBack: 1 | 2): string {
  return `${ADDRESS_ADD_PATH}?pick=${stepsBack}&from=${encodeURIComponent(from)}`;
}

/** How many history steps lead back to the asking page (1 or 2), or undefined outside pick mode. */
export function pickStepsBack(query: Readonly<Record<string, string>>): 1 | 2 | undefined {
  return query.pick === '1' ? 1 : query.pick === '2' ? 2 : undefined;
}

/** Where to go when there is no history to step back through: the asking page, only if it is a page of this app. */
export function pickReturnPath(query: Readonly<Record<string, string>>): string | undefined {
  const from = query.from === undefined ? undefined : internalPath(query.from);
  return from?.startsWith('/pages/') ? from : undefined;
}

export function rememberPickedAddress(addressId: number, now = Date.now()): void {
  writeRaw(KEY, JSON.stringify({ addressId, at: now }));
}

/** The address the shopper just picked, once: reading it clears it. */
export function takePickedAddress(now = Date.now()): number | undefined {
  const raw = readRaw(KEY);
  if (raw === undefined) return undefined;
  writeRaw(KEY, undefined);
  try {
    const { addressId, at } = JSON.parse(raw) as { addressId: unknown; at: unknown };
    if (typeof addressId !== 'number' || !Number.isSafeInteger(addressId) || addressId <= 0) return undefined;
    if (typeof at !== 'number' || now - at > PICK_TTL_MS || at > now + 60_000) return undefined;
    return addressId;
  } catch {
    return undefined;
  }
}
