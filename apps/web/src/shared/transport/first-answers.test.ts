import { describe, expect, it, vi } from 'vitest';

describe('first answers', () => {
  it('gives a written-in answer once, for its exact language, path and body only', async () => {
    const block = JSON.stringify([
      { lang: 'zh', path: 'banner/query', body: { position: 'home' }, data: [{ id: 1 }] },
      { lang: 'zh', path: 'mall/query/home/topnav', body: {}, data: [] },
    ]);
    vi.stubGlobal('document', { getElementById: (id: string) => (id === 'mall-answers' ? { textContent: block } : null) });
    const { takeFirstAnswer } = await import('./first-answers.ts');
    expect(takeFirstAnswer('en', 'banner/query', '{"position":"home"}')).toBeUndefined();
    expect(takeFirstAnswer('zh', 'banner/query', '{"position":"shop"}')).toBeUndefined();
    expect(takeFirstAnswer('zh', 'banner/query', '{"position":"home"}')).toEqual({ data: [{ id: 1 }] });
    expect(takeFirstAnswer('zh', 'banner/query', '{"position":"home"}')).toBeUndefined();
    expect(takeFirstAnswer('zh', 'mall/query/home/topnav', '{}')).toEqual({ data: [] });
    vi.unstubAllGlobals();
  });
});
