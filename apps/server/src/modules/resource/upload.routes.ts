import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { API_BASE } from '@mall/contract/platform/api';
import { MAX_UPLOAD_BYTES, PURPOSE_FIELD, path as uploadPath, UPLOAD_FIELD, UPLOAD_PURPOSES, type UploadPurpose } from '@mall/contract/resource/upload-image';
import type { Deps } from '../../platform/deps.ts';
import { ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import { authenticate } from '../../platform/route.ts';
import { createDiskStorage } from '../../platform/storage.ts';
import { PRIVATE_PREFIX, privateFileRoutes, signPrivateUrls } from './private-files.ts';
import { storeImage } from './upload.service.ts';

/**
 * `resource/cos/upload` (multipart, one image in `file`, optionally `purpose` before it) and the files it stored:
 * public ones served at /uploads/, private ones only through signed links at /private/.
 */
export async function uploadRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const dir = path.join(deps.config.dataDir, 'uploads');
  fs.mkdirSync(dir, { recursive: true });
  const storage = createDiskStorage(dir);
  const privateDir = path.join(deps.config.dataDir, 'private');
  fs.mkdirSync(privateDir, { recursive: true });
  const privateStorage = createDiskStorage(privateDir, PRIVATE_PREFIX);
  privateFileRoutes(app, deps, privateDir);
  await app.register(fastifyStatic, {
    root: dir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    // Names are random and content never changes under a name.
    maxAge: '365d',
    immutable: true,
  });
  // Multipart in a context of its own: the plugin adds an onRequest and an onResponse hook to every route of
  // the context it is registered in, which cost every JSON call about a tenth of its throughput for nothing.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 } });
    scope.post(
      `${API_BASE}/${uploadPath}`,
      {
        schema: { summary: 'Uploads one image (multipart, field "file"); answers where it is served', tags: ['resource'] },
        preValidation: async (req) => authenticate(deps, req, { access: 'user' }),
      },
      async (req) => {
        if (!req.isMultipart()) throw new AppError('INVALID_REQUEST', { detail: `send multipart/form-data with the image in "${UPLOAD_FIELD}"` });
        const file = await req.file();
        if (!file || file.fieldname !== UPLOAD_FIELD) throw new AppError('INVALID_REQUEST', { detail: `${UPLOAD_FIELD}: missing` });
        // Fields sent before the file are known by now; one sent after it would be too late to choose where it goes.
        const field = file.fields[PURPOSE_FIELD];
        const given = field && !Array.isArray(field) && field.type === 'field' ? String(field.value) : 'public';
        if (!(UPLOAD_PURPOSES as readonly string[]).includes(given)) throw new AppError('INVALID_REQUEST', { detail: `${PURPOSE_FIELD}: public or private` });
        const purpose = given as UploadPurpose;
        // toBuffer throws a 413 error once the file passes the limit.
        const data = await file.toBuffer();
        const stored = await storeImage(deps.db, purpose === 'private' ? privateStorage : storage, req.ctx.userId!, data, purpose);
        if (purpose === 'private') stored.previewUrl = (await signPrivateUrls(deps, [stored.url]))[0];
        return ok(stored, req.ctx.lang);
      },
    );
  });
}
