import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { API_BASE } from '@mall/contract/platform/api';
import { unknownCall } from './http-errors.ts';
import { answerFirstCalls, type FirstAnswer, type FirstCall } from './first-answers.ts';
import { createTtlCache } from './ttl-cache.ts';
import { createPagePreloads, type HeroPicture, withBootConfig, withHeroPicture, withInlineStyles, withJsonBlock, withPreloads } from './page-preloads.ts';

/**
 * Serves the built web app: hashed assets cached for a year, and index.html (never cached) for every page
 * route, since the app routes in history mode; the platform console, a bundle of its own, is platform.html (never
 * cached) for /platform and every path below it. Unknown API calls still answer the 404 envelope.
 */
/** The mall's decoration config in its default language, written into each page so a first visit needs no round trip. */
export type BootConfig = () => Promise<{ defaultLanguage: string }>;

/** The calls a page makes first, answered ahead and written in, and the picture to start fetching at once. */
export type FirstCalls = (
  pagePath: string,
  query: URLSearchParams,
) => { calls: FirstCall[]; picture: (answers: readonly FirstAnswer[]) => HeroPicture | undefined } | undefined;

export async function installWebApp(
  app: FastifyInstance,
  dist: string,
  bootConfig: BootConfig,
  firstCalls: FirstCalls,
  cacheMs: number,
  /** Called with a listener that clears the answers cache: the home page's entries changed (platform/home-changes.ts). */
  onPagesChanged?: (clear: () => void) => void,
): Promise<void> {
  const index = path.join(dist, 'index.html');
  const hasWeb = fs.existsSync(index);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      // Looked up per request, so a rebuilt web app is served without a restart; misses fall to the handler below.
      wildcard: true,
      index: false,
      // The build writes .br and .gz beside each asset (scripts/build.mjs).
      preCompressed: true,
      setHeaders(res, file) {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const preloadsFor = createPagePreloads(dist);
  // A visitor's first answers are the same for everyone: a busy start page costs one set of calls per cache time.
  const answersCache = createTtlCache<FirstAnswer[]>(cacheMs);
  onPagesChanged?.(() => answersCache.clear());

  /**
   * A page of the app: index.html written for a first visit, in the mall's default language and as a visitor sees
   * it. A shopper who chose another language, or is logged in, gets the rest from the API as usual (the app only
   * takes what matches).
   */
  async function servePage(req: FastifyRequest, reply: FastifyReply) {
    const [pagePath = '/', search = ''] = req.url.split('?');
    const config = await bootConfig();
    const plan = firstCalls(pagePath, new URLSearchParams(search));
    const lang = config.defaultLanguage;
    const answers = plan ? await answersCache.get(`${lang} ${JSON.stringify(plan.calls)}`, () => answerFirstCalls(app, plan.calls, lang)) : [];
    let html = withInlineStyles(await fs.promises.readFile(index, 'utf8'), dist);
    html = withPreloads(html, preloadsFor(pagePath, config.defaultLanguage));
    html = withHeroPicture(html, plan?.picture(answers));
    html = withBootConfig(html, config);
    if (answers.length > 0) html = withJsonBlock(html, 'mall-answers', answers);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  }

  /**
   * The platform console (its own router, base /platform): platform.html for any of its paths, deep links included.
   * Nothing of the shop is written in: the console asks for what it needs once its operator has logged in.
   */
  const consolePage = path.join(dist, 'platform.html');
  async function serveConsole(req: FastifyRequest, reply: FastifyReply) {
    let html: string;
    try {
      html = withInlineStyles(await fs.promises.readFile(consolePage, 'utf8'), dist);
    } catch {
      // A build without the console: the shop's own "no such page".
      return servePage(req, reply);
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  }

  // The start page has a route of its own: the static files would otherwise answer "/" with the bare index.html.
  if (hasWeb) {
    app.get('/', servePage);
    app.get('/platform', serveConsole);
    app.get('/platform/*', serveConsole);
  }
  app.setNotFoundHandler(async (req, reply) => {
    const isApi = req.url.startsWith(API_BASE) || req.url.startsWith('/api/');
    const isPage = req.method === 'GET' && !isApi && !path.extname(req.url.split('?')[0] ?? '');
    if (hasWeb && isPage) return servePage(req, reply);
    return unknownCall(req, reply);
  });
}
