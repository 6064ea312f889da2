import { afterEach, describe, expect, it, vi } from 'vitest';
import { path as bannerPath } from '@mall/contract/catalogue/query-banner';
import { path as shortcutPath } from '@mall/contract/catalogue/query-home-shortcut';
import { path as topnavPath } from '@mall/contract/catalogue/query-home-topnav';
import { HEADERS } from '@mall/contract/platform/headers';

/** A query's own call, as TanStack Query makes it. */
async function run<T>(options: { queryKey: readonly unknown[]; queryFn?: unknown }): Promise<T> {
  const queryFn = options.queryFn as (context: unknown) => Promise<T>;
  return queryFn({ queryKey: options.queryKey, signal: new AbortController().signal, meta: undefined });
}

function answering(data: unknown) {
  return vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify({ success: true, code: 1000, message: '', data })));
}

afterEach(() => vi.unstubAllGlobals());

describe("the home page's queries and the first answers written into the page", () => {
  it("take a visitor's answers through the same factories, once, in the key's language only", async () => {
    // What the server writes into a visitor's start page (apps/server modules/catalogue/first-calls.ts).
    const block = JSON.stringify([
      { lang: 'zh', path: topnavPath, body: {}, data: [{ id: 1 }] },
      { lang: 'zh', path: bannerPath, body: { position: 'home' }, data: [{ id: 2 }] },
      { lang: 'zh', path: shortcutPath, body: { position: 'home' }, data: [{ id: 3 }] },
    ]);
    vi.stubGlobal('document', { getElementById: (id: string) => (id === 'mall-answers' ? { textContent: block } : null) });
    const fetch = answering(['from the server']);
    vi.stubGlobal('fetch', fetch);
    const { homeQueries } = await import('./home-queries.ts');

    expect(await run(homeQueries.banners('zh', 'home'))).toEqual([{ id: 2 }]);
    expect(await run(homeQueries.shortcuts('zh'))).toEqual([{ id: 3 }]);
    expect(fetch).not.toHaveBeenCalled();

    // Another language is another key and another answer: asked in that language.
    expect(await run(homeQueries.topnav('en'))).toEqual(['from the server']);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(new Headers(fetch.mock.calls[0]![1].headers).get(HEADERS.lang)).toBe('en');

    // Each answer is used once: a refresh asks the server.
    expect(await run(homeQueries.banners('zh', 'home'))).toEqual(['from the server']);
    expect(new Headers(fetch.mock.calls[1]![1].headers).get(HEADERS.lang)).toBe('zh');
    expect(await run(homeQueries.topnav('zh'))).toEqual([{ id: 1 }]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
