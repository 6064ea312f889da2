import type { TQueryDecorateConfigResponse } from '@mall/contract/decorate/query-decorate-config';

let taken = false;

/**
 * The config the server wrote into index.html (`#mall-config`, in the mall's default language), so that a first
 * visit boots without waiting for a round trip. Given once: later fetches (a language switch, a refresh) ask
 * the server.
 */
export function takeInlineConfig(): TQueryDecorateConfigResponse | undefined {
  if (taken || typeof document === 'undefined') return undefined;
  taken = true;
  const text = document.getElementById('mall-config')?.textContent;
  if (!text) return undefined;
  try {
    const config = JSON.parse(text) as TQueryDecorateConfigResponse;
    return typeof config === 'object' && config !== null && typeof config.defaultLanguage === 'string' ? config : undefined;
  } catch {
    return undefined;
  }
}
