import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPagePreloads, withBootConfig, withHeroPicture, withInlineStyles, withPreloads } from './page-preloads.ts';

function distWith(manifest: unknown): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-dist-'));
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dist;
}

describe('page preloads', () => {
  const manifest = {
    'src/pages/index/index.tsx': { file: 'assets/index-a.js', imports: ['_shared.js', '_swiper.js'] },
    'src/pages/goods/goodsdetail.tsx': { file: 'assets/goodsdetail-b.js', imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared-c.js', imports: ['_runtime.js'] },
    '_swiper.js': { file: 'assets/swiper-d.js', imports: ['_shared.js'] },
    '_runtime.js': { file: 'assets/runtime-e.js' },
    'src/locales/zh/bundle.ts': { file: 'assets/bundle-zh.js', imports: ['_zh-CN.js'] },
    '_zh-CN.js': { file: 'assets/zh-CN-f.js' },
  };

  it('names a page chunk and the language texts with everything they import, each once', () => {
    const preloadsFor = createPagePreloads(distWith(manifest));
    expect(preloadsFor('/', 'zh')).toEqual([
      '/assets/index-a.js',
      '/assets/shared-c.js',
      '/assets/runtime-e.js',
      '/assets/swiper-d.js',
      '/assets/bundle-zh.js',
      '/assets/zh-CN-f.js',
    ]);
    expect(preloadsFor('/pages/goods/goodsdetail', 'en')).toEqual(['/assets/goodsdetail-b.js', '/assets/shared-c.js', '/assets/runtime-e.js']);
  });

  it('preloads only the texts for unknown or odd paths, and nothing without a build', () => {
    const preloadsFor = createPagePreloads(distWith(manifest));
    expect(preloadsFor('/pages/nowhere', 'zh')).toEqual(['/assets/bundle-zh.js', '/assets/zh-CN-f.js']);
    expect(preloadsFor('/pages/../secret', 'xx')).toEqual([]);
    expect(createPagePreloads('/nonexistent')('/', 'en')).toEqual([]);
  });

  it('adds the links before </head>', () => {
    expect(withPreloads('<head><title>x</title></head><body></body>', ['/assets/a.js'])).toBe(
      '<head><title>x</title><link rel="modulepreload" crossorigin href="/assets/a.js"></head><body></body>',
    );
    expect(withPreloads('<head></head>', [])).toBe('<head></head>');
  });
});

describe('boot config block', () => {
  it('is JSON no text can break out of', () => {
    const html = withBootConfig('<head></head>', { mallName: '</script><script>alert(1)</script>', defaultLanguage: 'en' });
    expect(html).not.toContain('</script><script>');
    const json = /<script type="application\/json" id="mall-config">(.*)<\/script><\/head>/.exec(html)![1]!;
    expect(JSON.parse(json)).toEqual({ mallName: '</script><script>alert(1)</script>', defaultLanguage: 'en' });
  });
});

describe('inline styles', () => {
  it('writes the stylesheets in, so nothing blocks the first paint, and keeps a link it cannot read', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'a-1.css'), '.a{color:red}</style><script>');
    const html = '<head><link rel="stylesheet" crossorigin href="/assets/a-1.css"><link rel="stylesheet" crossorigin href="/assets/gone-2.css"></head>';
    expect(withInlineStyles(html, dist)).toBe(
      '<head><style>.a{color:red}<\\/style><script></style><link rel="stylesheet" href="/assets/a-1.css" disabled><link rel="stylesheet" crossorigin href="/assets/gone-2.css"></head>',
    );
  });
});

describe('hero picture', () => {
  const page = '<head><script type="module" src="/assets/index.js"></script></head><body><div class="mall-skeleton-block mall-skeleton-banner"></div></body>';

  it('preloads the picture before the scripts and shows it in the launch skeleton', () => {
    expect(withHeroPicture(page, { href: '/media/art/goods/a-1.svg', shape: 'square' })).toBe(
      '<head><link rel="preload" as="image" fetchpriority="high" href="/media/art/goods/a-1.svg"><script type="module" src="/assets/index.js"></script></head><body><img class="mall-skeleton-hero is-square" src="/media/art/goods/a-1.svg" alt="" fetchpriority="high"></body>',
    );
  });

  it('writes nothing for a missing picture or one outside the platform\'s own paths', () => {
    expect(withHeroPicture(page, undefined)).toBe(page);
    for (const href of ['https://evil.example/x.svg', '/x.svg" onerror="alert(1)', '//evil.example/x', 'javascript:alert(1)']) {
      expect(withHeroPicture(page, { href, shape: 'banner' })).toBe(page);
    }
  });
});
