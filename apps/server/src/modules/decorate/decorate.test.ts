import { describe, expect, it } from 'vitest';
import { queryDecorateConfig } from '@mall/contract/decorate/query-decorate-config';
import { createTestApp } from '../../testing/test-app.ts';
import { createEventBus } from '../../platform/events.ts';
import { createSettings } from '../../platform/settings.ts';
import { DECORATE_CONFIG_KEY, DEFAULT_DECORATE_CONFIG } from './decorate.service.ts';

const t = await createTestApp();

describe('decorate/query/config', () => {
  it('answers the seeded config: language, currency with its symbol, theme, version 1.0.0', async () => {
    const res = await t.call(queryDecorateConfig, {});
    expect(res.body).toMatchObject({
      success: true,
      code: 1000,
      data: {
        version: '1.0.0',
        defaultLanguage: 'en',
        defaultCurrency: 'CNY',
        defaultCurrencySysmbol: '¥',
        theme: 'theme-sapphireblue',
        mallName: 'Sapphire Mall',
      },
    });
    expect(res.body.data!.currencies.map((c) => c.code)).toContain('JPY');
  });

  it('names the mall in the T-lang language', async () => {
    expect((await t.call(queryDecorateConfig, {}, { lang: 'zh' })).body.data!.mallName).toBe('蓝宝商城');
    expect((await t.call(queryDecorateConfig, {}, { lang: 'ja' })).body.data!.mallName).toBe('サファイアモール');
  });

  it('refuses a payload it does not take', async () => {
    const res = await t.call(queryDecorateConfig, { theme: 'mine' });
    expect(res.body.code).toBe(1001);
  });

  it('follows a change made on another instance, and falls back to theme-bluewhite for an unknown theme', async () => {
    // A second instance on the same database: its change reaches this one through LISTEN/NOTIFY.
    const events = createEventBus(t.db, t.url);
    const other = createSettings(t.db, events);
    try {
      await other.set(DECORATE_CONFIG_KEY, { ...DEFAULT_DECORATE_CONFIG, theme: 'theme-neon', defaultLanguage: 'ja' });
      await expect
        .poll(async () => (await t.call(queryDecorateConfig, {})).body.data!.theme, { timeout: 5000 })
        .toBe('theme-bluewhite');
      expect((await t.call(queryDecorateConfig, {})).body.data!.defaultLanguage).toBe('ja');
      await other.set(DECORATE_CONFIG_KEY, { ...DEFAULT_DECORATE_CONFIG, theme: 'theme-bluewhite' });
      await expect
        .poll(async () => (await t.call(queryDecorateConfig, {})).body.data!.defaultLanguage, { timeout: 5000 })
        .toBe('en');
    } finally {
      await other.set(DECORATE_CONFIG_KEY, DEFAULT_DECORATE_CONFIG);
      await events.close();
    }
  });
});
