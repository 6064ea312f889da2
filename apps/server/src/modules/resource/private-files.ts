import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { createDiskStorage } from '../../platform/storage.ts';
import { storedSecret } from '../../platform/stored-secret.ts';

/**
 * Private files (identity and licence documents): stored under `${DATA_DIR}/private`, never served as they are.
 * A call that may show one (to its uploader, to an operator) hands out a signed link, `/private/<key>?e=<expiry>&s=<sig>`,
 * an HMAC of the path and the expiry with the platform's file key; the link works for ten minutes and for nobody
 * once it has expired. A missing, wrong or expired signature and a missing file all answer the same 404.
 */

export const PRIVATE_PREFIX = '/private/';
const LINK_SECONDS = 600;
const SECRET_KEY = 'resource.fileUrlSecret';
const KEY_PATTERN = /^\d{4}\/\d{2}\/[0-9a-f]{32}\.(webp|pdf)$/;
/** What a private file is served as, by its extension: uploaded documents (WebP) and generated ones (PDF). */
const TYPES: Record<string, string> = { webp: 'image/webp', pdf: 'application/pdf' };

function signature(secret: string, url: string, expiry: number): string {
  return createHmac('sha256', secret).update(`${url}\n${expiry}`).digest('base64url');
}

/** Signed links, valid for ten minutes, to private files (urls as stored, `/private/…`), in the order given. */
export async function signPrivateUrls(deps: Pick<Deps, 'db' | 'config'>, urls: readonly string[], now = Date.now()): Promise<string[]> {
  if (urls.length === 0) return [];
  const secret = await storedSecret(deps.db, SECRET_KEY, deps.config.fileUrlSecret);
  // Expiries are rounded to the minute, so a page shown twice within a minute asks the browser for the same link.
  const expiry = Math.ceil(now / 60_000) * 60 + LINK_SECONDS;
  return urls.map((url) => `${url}?e=${expiry}&s=${signature(secret, url, expiry)}`);
}

/**
 * Stores a file the server made (an invoice's PDF) as a private file, under a random key like an upload's; answers
 * its url as stored (`/private/…`), to be handed out through `signPrivateUrls`.
 */
export async function storePrivateFile(deps: Pick<Deps, 'config'>, data: Buffer, ext: 'pdf'): Promise<string> {
  const now = new Date();
  const key = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomBytes(16).toString('hex')}.${ext}`;
  return createDiskStorage(path.join(deps.config.dataDir, 'private'), PRIVATE_PREFIX).put(key, data);
}

/** Serves private files to holders of a valid signed link. */
export function privateFileRoutes(app: FastifyInstance, deps: Deps, dir: string): void {
  app.get<{ Params: { '*': string }; Querystring: { e?: string; s?: string } }>(
    `${PRIVATE_PREFIX}*`,
    { schema: { hide: true } },
    async (req, reply) => {
      const key = req.params['*'];
      const expiry = Number(req.query.e);
      const given = Buffer.from(req.query.s ?? '', 'utf8');
      const secret = await storedSecret(deps.db, SECRET_KEY, deps.config.fileUrlSecret);
      const expected = Buffer.from(signature(secret, `${PRIVATE_PREFIX}${key}`, expiry), 'utf8');
      const valid =
        KEY_PATTERN.test(key) &&
        Number.isInteger(expiry) &&
        expiry * 1000 > Date.now() &&
        given.length === expected.length &&
        timingSafeEqual(given, expected);
      const file = path.join(dir, key);
      if (!valid || !fs.existsSync(file)) {
        return reply.code(404).header('cache-control', 'no-store').type('text/plain').send('Not found');
      }
      return reply
        .header('cache-control', `private, max-age=${Math.max(0, expiry - Math.floor(Date.now() / 1000))}`)
        .header('x-robots-tag', 'noindex')
        .type(TYPES[key.slice(key.lastIndexOf('.') + 1)]!)
        .send(fs.createReadStream(file));
    },
  );
}
