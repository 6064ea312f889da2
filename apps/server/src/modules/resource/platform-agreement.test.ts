import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryAgreement } from '@mall/contract/resource/query-agreement';
import { queryPlatformAgreements, savePlatformAgreement, type TSavePlatformAgreementRequest } from '@mall/contract/resource/platform-agreements';
import { createTestOperator } from '../../testing/fixtures.ts';
import { expectPlatformOnly, platformOutsiders } from '../../testing/platform-access.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { agreement, agreementVersion } from './agreement.tables.ts';

const t = await createTestApp();
const support = await createTestOperator(t.db, 'support');
const admin = await createTestOperator(t.db, 'admin');
const outsiders = await platformOutsiders(t, 'support');

const form = (text: string, over: Partial<TSavePlatformAgreementRequest> = {}): TSavePlatformAgreementRequest => ({
  code: 'user_agreement',
  title: { en: 'User Agreement', zh: '用户协议', ja: '利用規約' },
  content: { en: `${text}\n\nSecond paragraph.`, zh: `${text}（中文）`, ja: `${text}（日本語）` },
  ...over,
});
const save = async (body: unknown, token = support.token) => (await t.call(savePlatformAgreement, body, { token })).body;
const versionRows = async (code: string) =>
  t.db
    .select({ version: agreementVersion.version, content: agreementVersion.content })
    .from(agreementVersion)
    .innerJoin(agreement, eq(agreement.id, agreementVersion.agreementId))
    .where(eq(agreement.code, code))
    .orderBy(agreementVersion.version);

describe('who may call', () => {
  it('refuses nobody, a shopper, a merchant and a finance operator; support and admin may; refused saves add no version', async () => {
    await expectPlatformOnly(t, outsiders, queryPlatformAgreements, {});
    await expectPlatformOnly(t, outsiders, savePlatformAgreement, form('Refused'));
    expect(await versionRows('user_agreement')).toHaveLength(0);
    expect((await t.call(queryPlatformAgreements, {}, { token: admin.token })).body.code).toBe(1000);
  });
});

describe('versions', () => {
  it('a save makes version 2.0 beside the seeded 1.0, which stays as it was; the shopper reads the newest', async () => {
    const seeded = (await t.call(queryAgreement, { code: 'user_agreement' }, { lang: 'en' })).body.data!;
    expect(seeded.version).toBe('1.0');
    const res = await save(form('Version two'));
    expect(res.code, res.message).toBe(1000);
    expect(res.data).toMatchObject({ code: 'user_agreement', version: '2.0', content: { en: 'Version two\n\nSecond paragraph.' } });
    expect(res.data!.versions.map((v) => v.version)).toEqual(['2.0', '1.0']);
    expect(res.data!.versions[0]!.savedBy).toBe(support.userId);
    const shopper = (await t.call(queryAgreement, { code: 'user_agreement' }, { lang: 'ja' })).body.data!;
    expect(shopper).toMatchObject({ version: '2.0', content: 'Version two（日本語）', title: '利用規約' });
    const old = (await t.call(queryPlatformAgreements, { code: 'user_agreement', version: '1.0' }, { token: support.token })).body.data!;
    expect(old[0]!.content.en).toBe(seeded.content);
    expect(old[0]!.version).toBe('1.0');
    expect((await t.call(queryPlatformAgreements, { code: 'user_agreement', version: '9.0' }, { token: support.token })).body.code).toBe(1004);
    expect((await t.call(queryPlatformAgreements, { code: 'no_such_text' }, { token: support.token })).body.code).toBe(1004);
    expect((await t.call(queryPlatformAgreements, { version: '1.0' }, { token: support.token })).body.code).toBe(1001);
  });

  it('five saves at once give five consecutive versions, none lost, and the newest is one of them', async () => {
    const before = (await versionRows('privacy_policy')).length;
    const results = await Promise.all([1, 2, 3, 4, 5].map((i) => save(form(`Concurrent ${i}`, { code: 'privacy_policy', title: { en: 'Privacy Policy', zh: '', ja: '' } }))));
    for (const r of results) expect(r.code, r.message).toBe(1000);
    const rows = await versionRows('privacy_policy');
    const first = before === 0 ? 2 : before + 1;
    expect(rows.map((r) => r.version)).toEqual([...(before === 0 ? [1] : []), ...Array.from({ length: before === 0 ? 5 : 5 }, (_, i) => first + i)].slice(-rows.length));
    expect(new Set(rows.slice(-5).map((r) => r.content.en)).size).toBe(5);
    const [stored] = await t.db.select().from(agreement).where(eq(agreement.code, 'privacy_policy'));
    expect(stored!.version).toBe(`${rows.at(-1)!.version}.0`);
    expect(stored!.content).toEqual(rows.at(-1)!.content);
  });

  it('a new code starts at 1.0 (two creators at once give 1.0 and 2.0)', async () => {
    const [a, b] = await Promise.all([save(form('First', { code: 'seller_rules' })), save(form('Second', { code: 'seller_rules' }))]);
    expect([a.data!.version, b.data!.version].sort()).toEqual(['1.0', '2.0']);
    expect((await t.call(queryAgreement, { code: 'seller_rules' })).body.data!.version).toBe('2.0');
  });

  it('refuses bad texts with 1001 and adds no version: a missing language, too long, control characters, a line break in the title, a bad code', async () => {
    const before = (await versionRows('user_agreement')).length;
    const long = 'x'.repeat(50_001);
    for (const body of [
      form('Missing', { content: { en: 'Only English', zh: '', ja: '' } }),
      form('Long', { content: { en: long, zh: 'a', ja: 'a' } }),
      form('Bell', { content: { en: 'ring\u0007', zh: 'a', ja: 'a' } }),
      form('Nul', { content: { en: 'a\u0000', zh: 'a', ja: 'a' } }),
      form('Title', { title: { en: 'Two\nlines', zh: '', ja: '' } }),
      form('Title', { title: { en: '', zh: '', ja: '' } }),
      form('Code', { code: 'Bad Code' }),
    ]) {
      expect((await save(body)).code).toBe(1001);
    }
    expect((await versionRows('user_agreement')).length).toBe(before);
    // At the limit, with line breaks and tabs, it is accepted.
    const ok = await save(form('ok', { content: { en: 'y'.repeat(50_000), zh: 'a\n\tb', ja: 'c\r\nd' } }));
    expect(ok.code, ok.message).toBe(1000);
  });
});
