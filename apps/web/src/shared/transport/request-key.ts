/**
 * A new request key (contract `platform/request-key.ts`) for one intended write: 32 hex characters from the
 * browser's random source (also there on plain-http pages, unlike randomUUID). A retry of the same write sends the
 * same key, so the server answers the first attempt instead of doing it twice.
 */
export function randomRequestKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
