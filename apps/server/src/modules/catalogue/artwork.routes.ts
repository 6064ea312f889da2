import type { FastifyInstance } from 'fastify';
import { fail } from '../../platform/envelope.ts';
import { renderArt } from './artwork.ts';

/**
 * GET /media/art/{kind}/{key}.svg: the generated pictures of the demo catalogue. A key always draws the same
 * picture, so answers are cached for a year as immutable; an unknown kind or key answers the 404 envelope.
 */
export function artworkRoutes(app: FastifyInstance): void {
  app.get<{ Params: { kind: string; file: string } }>(
    '/media/art/:kind/:file',
    { schema: { hide: true } },
    async (req, reply) => {
      const { kind, file } = req.params;
      const svg = file.endsWith('.svg') ? renderArt(kind, file.slice(0, -4)) : null;
      if (!svg) {
        return reply.status(404).type('application/json; charset=utf-8').send(fail('NOT_FOUND', req.ctx.lang));
      }
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(svg);
    },
  );
}
