import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from './config.ts';

describe('TRUST_PROXY', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is off unless set, so X-Forwarded-For cannot name the client', () => {
    vi.stubEnv('TRUST_PROXY', '');
    expect(loadConfig().trustProxy).toBe(false);
    vi.stubEnv('TRUST_PROXY', 'false');
    expect(loadConfig().trustProxy).toBe(false);
  });

  it('takes true or the proxies\' addresses', () => {
    vi.stubEnv('TRUST_PROXY', 'true');
    expect(loadConfig().trustProxy).toBe(true);
    vi.stubEnv('TRUST_PROXY', '10.0.0.0/8,127.0.0.1');
    expect(loadConfig().trustProxy).toBe('10.0.0.0/8,127.0.0.1');
  });
});
