import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listAgreements } from '@mall/contract/resource/list-agreements';
import { queryAgreement } from '@mall/contract/resource/query-agreement';
import { createTestApp } from '../../testing/test-app.ts';
import { agreement } from './agreement.tables.ts';

const t = await createTestApp();

describe('resource/agreementlist', () => {
  it('lists the agreements with versions, titled in the T-lang language, without their texts', async () => {
    const en = await t.call(listAgreements, {});
    expect(en.body.success).toBe(true);
    expect(en.body.data!.map((a) => [a.code, a.title, a.version])).toEqual([
      ['user_agreement', 'User Agreement', '1.0'],
      ['privacy_policy', 'Privacy Policy', '1.0'],
    ]);
    expect(new Date(en.body.data![0]!.updatedAt).toISOString()).toBe(en.body.data![0]!.updatedAt);
    expect(en.body.data![0]).not.toHaveProperty('content');

    const zh = await t.call(listAgreements, {}, { lang: 'zh-CN' });
    expect(zh.body.data!.map((a) => a.title)).toEqual(['用户协议', '隐私政策']);
    const ja = await t.call(listAgreements, {}, { lang: 'ja' });
    expect(ja.body.data!.map((a) => a.title)).toEqual(['利用規約', 'プライバシーポリシー']);
  });

  it('refuses unknown fields', async () => {
    expect((await t.call(listAgreements, { code: 'user_agreement' })).body.code).toBe(1001);
  });
});

describe('resource/query/agreement', () => {
  it('answers the full text in the T-lang language, in paragraphs', async () => {
    for (const [lang, title, words] of [
      ['en', 'User Agreement', 'merchant'],
      ['zh', '用户协议', '商家'],
      ['ja', '利用規約', '出店者'],
    ] as const) {
      const res = await t.call(queryAgreement, { code: 'user_agreement' }, { lang });
      expect(res.body.data).toMatchObject({ code: 'user_agreement', title, version: '1.0' });
      const paragraphs = res.body.data!.content.split('\n\n');
      expect(paragraphs.length, lang).toBeGreaterThanOrEqual(6);
      expect(paragraphs.every((p) => p.trim().length > 20 && !p.includes('\n')), lang).toBe(true);
      expect(res.body.data!.content, lang).toContain(words);
    }
    const privacy = await t.call(queryAgreement, { code: 'privacy_policy' });
    expect(privacy.body.data!.title).toBe('Privacy Policy');
    expect(privacy.body.data!.content.split(/\s+/).length).toBeGreaterThan(300);
  });

  it('answers the version and time of the latest change', async () => {
    await t.db
      .update(agreement)
      .set({ version: '1.1', updatedAt: sql`'2030-01-02T03:04:05Z'` })
      .where(eq(agreement.code, 'privacy_policy'));
    const res = await t.call(queryAgreement, { code: 'privacy_policy' });
    expect(res.body.data).toMatchObject({ version: '1.1', updatedAt: '2030-01-02T03:04:05.000Z' });
  });

  it('answers not found for an unknown code', async () => {
    const res = await t.call(queryAgreement, { code: 'refund_policy' }, { lang: 'zh' });
    expect(res.body).toMatchObject({ success: false, code: 1004, message: '数据不存在', data: null });
  });

  it('refuses codes that are not lower-case words, and other malformed payloads', async () => {
    const bad: unknown[] = [
      {},
      { code: '' },
      { code: 'User_Agreement' },
      { code: "user_agreement' or '1'='1" },
      { code: '../privacy_policy' },
      { code: 'a'.repeat(65) },
      { code: 'x'.repeat(100_000) },
      { code: 42 },
      { code: null },
      { code: 'user_agreement', lang: 'en' },
    ];
    for (const body of bad) {
      const res = await t.call(queryAgreement, body);
      expect(res.body.code, JSON.stringify(body).slice(0, 60)).toBe(1001);
    }
  });
});
