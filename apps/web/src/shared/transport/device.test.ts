import { describe, expect, it } from 'vitest';
import { describeDevice, deviceId } from './device.ts';

describe('describeDevice', () => {
  it('reads iPhones', () => {
    const ua = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';
    expect(describeDevice(ua)).toEqual({ model: 'iPhone', system: 'iOS 17.2.1' });
  });

  it('reads Android phones, without the build tag', () => {
    const ua = 'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A.240205.004) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0 Mobile Safari/537.36';
    expect(describeDevice(ua)).toEqual({ model: 'Pixel 7', system: 'Android 14' });
  });

  it('reads desktops', () => {
    expect(describeDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36')).toEqual({ model: 'PC', system: 'Windows NT 10.0' });
    expect(describeDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15')).toEqual({ model: 'Mac', system: 'macOS 10.15.7' });
    expect(describeDevice('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36')).toEqual({ model: 'PC', system: 'Linux' });
  });

  it('keeps header values printable', () => {
    const ua = 'Mozilla/5.0 (Linux; Android 13; 红米 Note\u0007 12) AppleWebKit/537.36';
    const d = describeDevice(ua);
    expect(d.model).toBe('Note 12');
    expect(d.system).toBe('Android 13');
    expect(describeDevice('')).toEqual({ model: 'unknown', system: 'unknown' });
  });
});

describe('deviceId', () => {
  it('is random once and then stable', () => {
    const first = deviceId();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(deviceId()).toBe(first);
  });
});
