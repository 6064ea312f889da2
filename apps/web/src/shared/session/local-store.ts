/**
 * localStorage with an in-memory stand-in: private browsing modes and locked-down webviews throw on access, and
 * the shop must still work there (for the length of the visit). Unit tests in node use the stand-in as well.
 */
const memory = new Map<string, string>();

function browserStorage(): Storage | undefined {
  try {
    const s = globalThis.localStorage;
    if (!s) return undefined;
    const probe = '__m_probe__';
    s.setItem(probe, probe);
    s.removeItem(probe);
    return s;
  } catch {
    return undefined;
  }
}

let resolved: Storage | null | undefined;
function storage(): Storage | null {
  if (resolved === undefined) resolved = browserStorage() ?? null;
  return resolved;
}

export function readRaw(key: string): string | undefined {
  const s = storage();
  const value = s ? s.getItem(key) : memory.get(key);
  return value ?? undefined;
}

export function writeRaw(key: string, value: string | undefined): void {
  const s = storage();
  try {
    if (value === undefined) {
      if (s) s.removeItem(key);
      else memory.delete(key);
    } else if (s) s.setItem(key, value);
    else memory.set(key, value);
  } catch {
    // Quota exceeded: keep the value for this visit rather than failing the action that stored it.
    if (value === undefined) memory.delete(key);
    else memory.set(key, value);
  }
}
