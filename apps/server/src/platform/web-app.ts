import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { API_BASE } from '@mall/contract/platform/api';
import { unknownCall } from './http-errors.ts';
import { createPagePreloads, withBootConfig, withPreloads } from './page-preloads.ts';

/**
 * Serves the built web app: hashed assets cached for a year, and index.html (never cached) for every page
 * route, since the app routes in history mode. Unknown API calls still answer the 404 envelope.
 */
/** The mall's decoration config in its default language, written into each page so a first visit needs no round trip. */
export type BootConfig = () => Promise<{ defaultLanguage: string }>;

export async function installWebApp(app: FastifyInstance, dist: string, bootConfig: BootConfig): Promise<void> {
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
  app.setNotFoundHandler(async (req, reply) => {
    const isApi = req.url.startsWith(API_BASE) || req.url.startsWith('/api/');
    const isPage = req.method === 'GET' && !isApi && !path.extname(req.url.split('?')[0] ?? '');
    if (hasWeb && isPage) {
      // A first visit reads the mall's default language; a shopper who chose another one loads it after boot.
      const config = await bootConfig();
      const page = withPreloads(await fs.promises.readFile(index, 'utf8'), preloadsFor(req.url.split('?')[0] ?? '/', config.defaultLanguage));
      const html = withBootConfig(page, config);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    }
    return unknownCall(req, reply);
  });
}
