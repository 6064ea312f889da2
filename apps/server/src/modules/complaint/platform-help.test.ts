import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deletePlatformHelp, queryPlatformHelp, savePlatformHelp, type TSavePlatformHelpRequest } from '@mall/contract/complaint/platform-help';
import { queryHelpArticles } from '@mall/contract/complaint/query-help-articles';
import { createTestOperator } from '../../testing/fixtures.ts';
import { expectPlatformOnly, platformOutsiders } from '../../testing/platform-access.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { helpArticle } from './complaint.tables.ts';

const t = await createTestApp();
const support = await createTestOperator(t.db, 'support');
const admin = await createTestOperator(t.db, 'admin');
const outsiders = await platformOutsiders(t, 'support');

const form = (over: Partial<TSavePlatformHelpRequest> = {}): TSavePlatformHelpRequest => ({
  category: 'complaint',
  title: { en: 'How refunds reach you', zh: '退款如何到账', ja: '' },
  body: { en: 'First.\n\nSecond.', zh: '第一段。\n\n第二段。', ja: '' },
  sort: 1,
  ...over,
});
const save = async (body: unknown, token = support.token) => (await t.call(savePlatformHelp, body, { token })).body;
const articles = async () => (await t.db.select({ n: count() }).from(helpArticle))[0]!.n;

describe('help articles', () => {
  it('refuses nobody, a shopper, a merchant and a finance operator; support and admin may', async () => {
    const made = (await save(form())).data!;
    const n = await articles();
    await expectPlatformOnly(t, outsiders, queryPlatformHelp, {});
    await expectPlatformOnly(t, outsiders, savePlatformHelp, form());
    await expectPlatformOnly(t, outsiders, deletePlatformHelp, { articleId: made.articleId });
    expect(await articles()).toBe(n);
    expect((await t.call(queryPlatformHelp, {}, { token: admin.token })).body.code).toBe(1000);
    expect((await t.call(deletePlatformHelp, { articleId: made.articleId }, { token: admin.token })).body.code).toBe(1000);
  });

  it('creates an article the shoppers read at once in their language, edits it, deletes it (a second delete is 1004)', async () => {
    const res = await save(form({ sort: 0 }));
    expect(res.code, res.message).toBe(1000);
    const a = res.data!;
    expect(a.title.ja).toBe('How refunds reach you');
    const shown = (await t.call(queryHelpArticles, {}, { lang: 'zh' })).body.data!;
    expect(shown[0]).toEqual({ code: a.code, title: '退款如何到账', body: '第一段。\n\n第二段。' });
    const edited = await save({ ...form({ title: { en: 'Refunds', zh: '', ja: '' }, sort: 9999 }), articleId: a.articleId });
    expect(edited.code, edited.message).toBe(1000);
    expect((await t.call(queryHelpArticles, { code: a.code }, { lang: 'ja' })).body.data![0]!.title).toBe('Refunds');
    const listed = (await t.call(queryPlatformHelp, {}, { token: support.token })).body.data!;
    expect(listed.at(-1)!.articleId).toBe(a.articleId);
    expect((await t.call(deletePlatformHelp, { articleId: a.articleId }, { token: support.token })).body.data).toEqual({ articleId: a.articleId });
    expect((await t.call(queryHelpArticles, { code: a.code })).body.code).toBe(1004);
    expect((await t.call(deletePlatformHelp, { articleId: a.articleId }, { token: support.token })).body.code).toBe(1004);
    expect((await save({ ...form(), articleId: a.articleId })).code).toBe(1004);
  });

  it('refuses bad input with 1001 and stores nothing; accepts the limits', async () => {
    const n = await articles();
    for (const over of [
      { title: { en: '', zh: '', ja: '' } },
      { title: { en: 'x'.repeat(81), zh: '', ja: '' } },
      { title: { en: 'two\nlines', zh: '', ja: '' } },
      { body: { en: '', zh: '', ja: '' } },
      { body: { en: 'x'.repeat(10_001), zh: '', ja: '' } },
      { body: { en: 'bell\u0007', zh: '', ja: '' } },
      { body: { en: 'esc\u001b[0m', zh: '', ja: '' } },
      { sort: -1 },
      { sort: 10_000 },
      { category: 'elsewhere' as never },
    ]) {
      expect((await save(form(over))).code, JSON.stringify(over).slice(0, 80)).toBe(1001);
    }
    expect(await articles()).toBe(n);
    const ok = await save(form({ title: { en: 'x'.repeat(80), zh: '', ja: '' }, body: { en: 'y'.repeat(10_000), zh: 'a\tb\r\nc', ja: '' } }));
    expect(ok.code, ok.message).toBe(1000);
  });
});
