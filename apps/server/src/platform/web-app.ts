import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { API_BASE } from '@mall/contract/platform/api';
import { unknownCall } from './http-errors.ts';

/**
 * Serves the built web app: hashed assets cached for a year, and index.html (never cached) for every page
 * route, since the app routes in history mode. Unknown API calls still answer the 404 envelope.
 */
export async function installWebApp(app: FastifyInstance, dist: string): Promise<void> {
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
  app.setNotFoundHandler((req, reply) => {
    const isApi = req.url.startsWith(API_BASE) || req.url.startsWith('/api/');
    const isPage = req.method === 'GET' && !isApi && !path.extname(req.url.split('?')[0] ?? '');
    if (hasWeb && isPage) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').sendFile('index.html');
    }
    return unknownCall(req, reply);
  });
}
