import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { publishDecorateDraft, queryDecorateDrafts, saveDecorateDraft, type TSaveDecorateDraftRequest } from '@mall/contract/decorate/platform-decorate-drafts';
import { queryDecorateConfig } from '@mall/contract/decorate/query-decorate-config';
import type { Endpoint } from '@mall/contract/platform/api';
import { createTestOperator, createTestUser } from '../../testing/fixtures.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { merchantOfShop } from '../../testing/test-merchants.ts';
import { operatorAction } from '../../platform/operator-actions.tables.ts';
import { setting } from '../../platform/settings.tables.ts';
import { shop } from '../shop/shop.tables.ts';
import { DECORATE_CONFIG_KEY } from './decorate.service.ts';
import { decorateDraft } from './decorate.tables.ts';

const t = await createTestApp();
const admin = await createTestOperator(t.db, 'admin');
const support = await createTestOperator(t.db, 'support');
const finance = await createTestOperator(t.db, 'finance');
const shopper = await createTestUser(t.db);
const [someShop] = await t.db.select({ id: shop.id }).from(shop).limit(1);
const merchant = await merchantOfShop(t, someShop!.id);

const mallName = { en: 'Sapphire Mall', zh: '蓝宝商城', ja: 'サファイアモール' };
const draftBody = (over: Partial<TSaveDecorateDraftRequest> = {}): TSaveDecorateDraftRequest => ({
  theme: 'theme-bluewhite',
  defaultLanguage: 'en',
  defaultCurrency: 'CNY',
  mallName,
  ...over,
});
const save = (body: unknown, token = admin.token) => t.call(saveDecorateDraft, body, { token });
const publish = (draftId: number, token = admin.token) => t.call(publishDecorateDraft, { draftId }, { token });
const code = (r: { body: { code: number } }) => r.body.code;
async function draft(over: Partial<TSaveDecorateDraftRequest> = {}): Promise<number> {
  const res = await save(draftBody(over));
  expect(code(res), res.body.message).toBe(1000);
  return res.body.data!.draftId;
}
const published = () => t.db.select().from(decorateDraft).where(eq(decorateDraft.status, 'published'));
const appConfig = async () => (await t.call(queryDecorateConfig, {})).body.data!;

describe('decoration drafts', () => {
  it('are for admins only: no token 1002; a shopper, a merchant, support and finance 1003; nothing changes', async () => {
    const id = await draft();
    const calls: [Endpoint, unknown][] = [
      [queryDecorateDrafts, {}],
      [saveDecorateDraft, draftBody()],
      [saveDecorateDraft, { draftId: id, ...draftBody({ theme: 'theme-sapphireblue' }) }],
      [publishDecorateDraft, { draftId: id }],
    ];
    const before = await t.db.select().from(decorateDraft);
    for (const [endpoint, body] of calls) {
      expect(code(await t.call(endpoint, body)), endpoint.path).toBe(1002);
      for (const who of [shopper, merchant, support, finance]) expect(code(await t.call(endpoint, body, { token: who.token })), endpoint.path).toBe(1003);
    }
    expect(await t.db.select().from(decorateDraft)).toEqual(before);
    expect((await appConfig()).theme).toBe('theme-sapphireblue');
  });

  it('numbers drafts in order, even created at once, and validates them', async () => {
    const res = await Promise.all(Array.from({ length: 6 }, () => save(draftBody())));
    const versions = res.map((r) => r.body.data!.version).sort((a, b) => a - b);
    expect(new Set(versions).size).toBe(6);
    expect(versions.at(-1)! - versions[0]!).toBe(5);
    expect(code(await save(draftBody({ defaultCurrency: 'GBP' })))).toBe(5325);
    expect(code(await save(draftBody({ theme: 'theme-neon' as never })))).toBe(1001);
    expect(code(await save(draftBody({ defaultLanguage: 'fr' as never })))).toBe(1001);
    expect(code(await save(draftBody({ mallName: { ...mallName, en: 'x'.repeat(31) } })))).toBe(1001);
    expect(code(await save(draftBody({ mallName: { ...mallName, zh: 'a\u001bb' } })))).toBe(1001);
    expect(code(await save(draftBody({ mallName: { en: 'x', zh: 'y' } as never })))).toBe(1001);
    expect(code(await save({ ...draftBody(), version: '9.9.9' }))).toBe(1001);
    expect(code(await save({ draftId: 999_999, ...draftBody() }))).toBe(1004);
    expect(code(await save(draftBody({ mallName: { en: 'x'.repeat(30), zh: '中'.repeat(30), ja: '日'.repeat(30) } })))).toBe(1000);
  });

  it('publishes in one step: the app reads the new theme, language and name; the version before is superseded; republishing answers as it is', async () => {
    const id = await draft({ theme: 'theme-bluewhite', defaultLanguage: 'ja', defaultCurrency: 'JPY', mallName: { en: 'Blue Mall', zh: '蓝商城', ja: 'ブルーモール' } });
    const edited = await save({ draftId: id, ...draftBody({ theme: 'theme-bluewhite', defaultLanguage: 'zh', defaultCurrency: 'JPY', mallName: { en: 'Blue Mall', zh: '蓝商城', ja: 'ブルーモール' } }) });
    expect(code(edited)).toBe(1000);
    const res = await publish(id);
    expect(code(res), res.body.message).toBe(1000);
    const first = res.body.data!;
    expect(first).toMatchObject({ status: 'published', publishedBy: admin.userId, configVersion: `1.0.${first.version}`, defaultLanguage: 'zh' });
    const config = await appConfig();
    expect(config).toMatchObject({ theme: 'theme-bluewhite', defaultLanguage: 'zh', defaultCurrency: 'JPY', defaultCurrencySysmbol: '円', version: `1.0.${first.version}` });
    expect((await t.call(queryDecorateConfig, {}, { lang: 'ja' })).body.data!.mallName).toBe('ブルーモール');

    // Published: no more edits; publishing it again changes nothing.
    expect(code(await save({ draftId: id, ...draftBody() }))).toBe(5324);
    const again = await publish(id);
    expect(again.body.data).toEqual(first);

    const second = await publish(await draft({ theme: 'theme-sapphireblue' }));
    expect(code(second)).toBe(1000);
    expect((await appConfig()).theme).toBe('theme-sapphireblue');
    const history = (await t.call(queryDecorateDrafts, {}, { token: admin.token })).body.data!;
    expect(history.list.find((d) => d.draftId === id)!.status).toBe('superseded');
    expect(history.list[0]!.version).toBeGreaterThanOrEqual(second.body.data!.version);
    expect(history.current).toMatchObject({ theme: 'theme-sapphireblue', version: `1.0.${second.body.data!.version}` });
    expect(history.currencies).toContain('JPY');
    expect(await published()).toHaveLength(1);
    expect(code(await save({ draftId: id, ...draftBody() }))).toBe(5324);
    expect(code(await publish(999_999))).toBe(1004);

    const [log] = await t.db.select().from(operatorAction).where(eq(operatorAction.subject, `draftId:${second.body.data!.draftId}`));
    expect(log).toMatchObject({ action: 'platform/decorate/draft/publish', operatorId: admin.userId });
    expect((log!.before as { status: string }).status).toBe('draft');
  });

  it('rolls back by publishing a superseded version: a copy becomes the newest version, published', async () => {
    const blue = (await publish(await draft({ theme: 'theme-bluewhite' }))).body.data!;
    const sapphire = (await publish(await draft({ theme: 'theme-sapphireblue' }))).body.data!;
    const back = await publish(blue.draftId);
    expect(code(back)).toBe(1000);
    expect(back.body.data).toMatchObject({ status: 'published', theme: 'theme-bluewhite', copiedFrom: blue.version });
    expect(back.body.data!.version).toBeGreaterThan(sapphire.version);
    expect((await appConfig())).toMatchObject({ theme: 'theme-bluewhite', version: `1.0.${back.body.data!.version}` });
    const rows = await t.db.select().from(decorateDraft);
    expect(rows.find((r) => r.id === blue.draftId)!.status).toBe('superseded');
    expect(rows.find((r) => r.id === sapphire.draftId)!.status).toBe('superseded');
    expect(await published()).toHaveLength(1);
  });

  it('two publishes of different drafts at once: both answer, one after the other, exactly one published and the settings key holds it', async () => {
    for (let round = 0; round < 3; round++) {
      const a = await draft({ theme: 'theme-bluewhite' });
      const b = await draft({ theme: 'theme-sapphireblue' });
      const [ra, rb] = await Promise.all([publish(a), publish(b)]);
      expect([code(ra), code(rb)]).toEqual([1000, 1000]);
      const now = await published();
      expect(now).toHaveLength(1);
      expect([a, b]).toContain(now[0]!.id);
      const [stored] = await t.db.select().from(setting).where(eq(setting.key, DECORATE_CONFIG_KEY));
      expect(stored!.value).toEqual(now[0]!.config);
      await expect.poll(async () => (await appConfig()).version).toBe(`1.0.${now[0]!.version}`);
    }
    // An edit racing a publish: either the edit lands first and is what is published, or it is refused (5324).
    for (let round = 0; round < 3; round++) {
      const d = await draft({ theme: 'theme-bluewhite', mallName: { ...mallName, en: 'Before' } });
      const [edit, pub] = await Promise.all([save({ draftId: d, ...draftBody({ mallName: { ...mallName, en: 'After' } }) }), publish(d)]);
      expect(code(pub)).toBe(1000);
      expect([1000, 5324]).toContain(code(edit));
      const [row] = await t.db.select().from(decorateDraft).where(eq(decorateDraft.id, d));
      expect((row!.config as { mallName: { en: string } }).mallName.en).toBe(code(edit) === 1000 ? 'After' : 'Before');
      expect(pub.body.data!.mallName.en).toBe((row!.config as { mallName: { en: string } }).mallName.en);
    }
    // The same draft twice at once: one publish, one answer as it is.
    const c = await draft({ theme: 'theme-bluewhite' });
    const [r1, r2] = await Promise.all([publish(c), publish(c)]);
    expect(r1.body.data).toEqual(r2.body.data);
    expect(await published()).toHaveLength(1);
  });
});
