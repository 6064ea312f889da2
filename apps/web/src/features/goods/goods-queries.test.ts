import { afterEach, describe, expect, it, vi } from 'vitest';
import { path as goodsDetailPath } from '@mall/contract/catalogue/query-goods-detail';

async function run<T>(options: { queryKey: readonly unknown[]; queryFn?: unknown }): Promise<T> {
  const queryFn = options.queryFn as (context: unknown) => Promise<T>;
  return queryFn({ queryKey: options.queryKey, signal: new AbortController().signal, meta: undefined });
}

afterEach(() => vi.unstubAllGlobals());

describe("the goods page's query and the first answer written into the page", () => {
  it("takes a visitor's answer through the same factory; a logged-in shopper asks the server", async () => {
    // What the server writes into a visitor's first goods page (apps/server modules/catalogue/first-calls.ts).
    const block = JSON.stringify([{ lang: 'ja', path: goodsDetailPath, body: { goodsId: 7 }, data: { id: 7, title: 'written in' } }]);
    vi.stubGlobal('document', { getElementById: (id: string) => (id === 'mall-answers' ? { textContent: block } : null) });
    const fetch = vi.fn(async () => new Response(JSON.stringify({ success: true, code: 1000, message: '', data: { id: 7, title: 'asked' } })));
    vi.stubGlobal('fetch', fetch);
    const { goodsQueries } = await import('./goods-queries.ts');
    const { saveLogin, clearLogin } = await import('../../shared/session/session-store.ts');

    expect(await run(goodsQueries.detail('ja', 8, undefined))).toEqual({ id: 7, title: 'asked' });
    saveLogin('token-1', { userId: 1 });
    expect(await run(goodsQueries.detail('ja', 7, 'token-1'))).toEqual({ id: 7, title: 'asked' });
    clearLogin();
    expect(await run(goodsQueries.detail('ja', 7, undefined))).toEqual({ id: 7, title: 'written in' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
