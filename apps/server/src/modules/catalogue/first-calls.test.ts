import { describe, expect, it } from 'vitest';
import { answerFirstCalls } from '../../platform/first-answers.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { catalogueFirstCalls } from './first-calls.ts';

// A limit of 2 calls a minute: the server's own calls for a page must not count against it.
const t = await createTestApp({ rateLimitMax: 2 });

describe('first calls written into pages', () => {
  it('answers the home page\'s first calls as a visitor in the language asked, and names its first banner', async () => {
    const plan = catalogueFirstCalls('/', new URLSearchParams())!;
    for (let i = 0; i < 3; i++) {
      const answers = await answerFirstCalls(t.app, plan.calls, 'zh');
      expect(answers.map((a) => a.path)).toEqual(['mall/query/home/topnav', 'banner/query', 'mall/query/home/shortcut']);
      expect(answers.every((a) => a.lang === 'zh')).toBe(true);
      expect(plan.picture(answers)).toMatchObject({ href: expect.stringMatching(/^\/media\//), shape: 'banner' });
    }
  });

  it('answers a goods page for a real goods only, and plans nothing for odd ids or other pages', async () => {
    const plan = catalogueFirstCalls('/pages/goods/goodsdetail', new URLSearchParams('goodsId=42'))!;
    const [answer] = await answerFirstCalls(t.app, plan.calls, 'en');
    expect(answer).toMatchObject({ path: 'mall/query/goods/detail', body: { goodsId: 42 }, data: { id: 42, favored: false } });
    expect(plan.picture([answer!])).toMatchObject({ href: expect.stringMatching(/^\/media\//), shape: 'square' });
    const unknown = catalogueFirstCalls('/pages/goods/goodsdetail', new URLSearchParams('goodsId=999999999'))!;
    expect(await answerFirstCalls(t.app, unknown.calls, 'en')).toEqual([]);
    for (const id of ['0', '-1', '1.5', 'x', '1e3', '12345678901', '']) {
      expect(catalogueFirstCalls('/pages/goods/goodsdetail', new URLSearchParams({ goodsId: id }))).toBeUndefined();
    }
    expect(catalogueFirstCalls('/pages/user/wishlist', new URLSearchParams())).toBeUndefined();
  });
});
