import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The scripts a page route needs besides the app's entry: its lazily loaded page chunk and the language texts,
 * with everything they import, read from the build's manifest. index.html names them as modulepreload links,
 * so the browser fetches them together with the entry instead of one after another (entry, then texts, then the
 * page). A route `/pages/a/b` is the page file `src/pages/a/b.tsx` (app/routes.ts follows that rule); `/` is home.
 */
export function createPagePreloads(dist: string) {
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  let cached: { mtimeMs: number; manifest: Manifest } | undefined;

  function manifest(): Manifest | undefined {
    try {
      const { mtimeMs } = fs.statSync(manifestFile);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, manifest: JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest };
      return cached.manifest;
    } catch {
      return undefined;
    }
  }

  function filesOf(m: Manifest, key: string, into: Set<string>): void {
    const chunk = m[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const dependency of chunk.imports ?? []) filesOf(m, dependency, into);
  }

  /** The asset paths to preload for a page path in a language; empty when the build has no manifest. */
  return function preloadsFor(pagePath: string, lang: string): string[] {
    const m = manifest();
    if (!m) return [];
    const route = pagePath === '/' || pagePath === '' ? '/pages/index/index' : pagePath.replace(/\/+$/, '');
    const files = new Set<string>();
    if (/^\/pages(\/[a-z0-9_-]+)+$/i.test(route)) filesOf(m, `src${route}.tsx`, files);
    filesOf(m, `src/locales/${lang}/bundle.ts`, files);
    return [...files].map((file) => `/${file}`);
  };
}

/** index.html with modulepreload links for the given assets, just before </head>. */
export function withPreloads(html: string, assets: readonly string[]): string {
  if (assets.length === 0) return html;
  const links = assets.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('');
  return html.replace('</head>', `${links}</head>`);
}

/**
 * index.html with the boot config as a JSON data block (`#mall-config`, read by the web app's config query):
 * not a script that runs, so the page policy needs no exception; `<` is escaped so no text can close the block.
 */
export function withBootConfig(html: string, config: unknown): string {
  return withJsonBlock(html, 'mall-config', config);
}

/** index.html with a JSON data block of the given id before </head>; `<` is escaped so no text can close it. */
export function withJsonBlock(html: string, id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return html.replace('</head>', `<script type="application/json" id="${id}">${json}</script></head>`);
}

/** The picture a page's first screen is measured by, and how the launch skeleton shows it. */
export interface HeroPicture {
  href: string;
  shape: 'banner' | 'square';
}

/**
 * index.html that fetches the page's largest picture at once and shows it in the launch skeleton, so the first
 * screen's main picture is on screen with the HTML, before the app's scripts have run (React then replaces the
 * skeleton with the page, the same picture in place). Only the platform's own paths are written.
 */
export function withHeroPicture(html: string, picture: HeroPicture | undefined): string {
  if (!picture || !/^\/(media|uploads)\/[\w./-]+$/.test(picture.href) || picture.href.includes('..')) return html;
  const { href, shape } = picture;
  // First in <head>: asked for before the scripts and their many preloads, the picture arrives first and is painted
  // from the HTML alone, before any script has run.
  return html
    .replace(/<head>/, `<head><link rel="preload" as="image" fetchpriority="high" href="${href}">`)
    .replace(
      '<div class="mall-skeleton-block mall-skeleton-banner"></div>',
      `<img class="mall-skeleton-hero is-${shape}" src="${href}" alt="" fetchpriority="high">`,
    );
}

const styleCache = new Map<string, string>();

/**
 * index.html with its stylesheets (a few KB, hashed and so never changing) written in as <style>: the page can
 * paint its launch skeleton as soon as the HTML is in, without waiting for another request.
 */
export function withInlineStyles(html: string, dist: string): string {
  return html.replace(/<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)">/g, (link, href: string) => {
    let css = styleCache.get(href);
    if (css === undefined) {
      try {
        css = fs.readFileSync(path.join(dist, href), 'utf8').replace(/<\/style/gi, '<\\/style');
      } catch {
        return link;
      }
      styleCache.set(href, css);
    }
    // The disabled link is not fetched, but tells Vite's loader the sheet is in, so a lazy page that depends on it
    // does not add it again after the app's own styles (which would reorder the cascade).
    return `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`;
  });
}
