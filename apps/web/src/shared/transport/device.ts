import { readRaw, writeRaw } from '../session/local-store.ts';

const DEVICE_ID_KEY = 'm_device_id';

function randomId(): string {
  // getRandomValues works on plain-http LAN addresses too, where crypto.randomUUID does not exist.
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A random id for this browser, kept across visits (T-deviceId); it identifies the device, never the user. */
export function deviceId(): string {
  const stored = readRaw(DEVICE_ID_KEY);
  if (stored && /^[0-9a-f]{32}$/.test(stored)) return stored;
  const id = randomId();
  writeRaw(DEVICE_ID_KEY, id);
  return id;
}

export interface DeviceDescription {
  model: string;
  system: string;
}

/** Header values must be printable ASCII; user agents can carry anything. */
function headerSafe(value: string): string {
  let out = '';
  for (const ch of value) {
    const c = ch.charCodeAt(0);
    if (c >= 0x20 && c < 0x7f) out += ch;
  }
  return out.trim().slice(0, 64) || 'unknown';
}

/** The device model and operating system (T-deviceModel, T-deviceSystem) as far as a user agent tells them. */
export function describeDevice(userAgent: string): DeviceDescription {
  const ios = /\b(iPhone|iPad|iPod)\b.*?OS (\d+(?:_\d+)*)/.exec(userAgent);
  if (ios) return { model: headerSafe(ios[1] ?? 'iPhone'), system: headerSafe(`iOS ${(ios[2] ?? '').replace(/_/g, '.')}`) };

  const android = /Android ([\d.]+)(?:; ([^;)]+))?/.exec(userAgent);
  if (android) {
    const model = (android[2] ?? '').replace(/\s*Build\/.*$/, '');
    return { model: headerSafe(model || 'Android'), system: headerSafe(`Android ${android[1] ?? ''}`) };
  }

  const mac = /Mac OS X (\d+(?:[._]\d+)*)/.exec(userAgent);
  if (mac) return { model: 'Mac', system: headerSafe(`macOS ${(mac[1] ?? '').replace(/_/g, '.')}`) };

  const windows = /Windows NT ([\d.]+)/.exec(userAgent);
  if (windows) return { model: 'PC', system: headerSafe(`Windows NT ${windows[1] ?? ''}`) };

  if (/CrOS/.test(userAgent)) return { model: 'Chromebook', system: 'ChromeOS' };
  if (/Linux/.test(userAgent)) return { model: 'PC', system: 'Linux' };
  return { model: 'unknown', system: 'unknown' };
}
