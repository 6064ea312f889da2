import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { API_BASE } from '@mall/contract/platform/api';
import { MAX_UPLOAD_BYTES, path as uploadPath, UPLOAD_FIELD } from '@mall/contract/resource/upload-image';
import type { Deps } from '../../platform/deps.ts';
import { ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import { authenticate } from '../../platform/route.ts';
import { createDiskStorage } from '../../platform/storage.ts';
import { storeImage } from './upload.service.ts';

/** `resource/cos/upload` (multipart, one image in `file`) and the files it stored, served at /uploads/. */
export async function uploadRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const dir = path.join(deps.config.dataDir, 'uploads');
  fs.mkdirSync(dir, { recursive: true });
  const storage = createDiskStorage(dir);
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
        // toBuffer throws a 413 error once the file passes the limit.
        const data = await file.toBuffer();
        return ok(await storeImage(deps.db, storage, req.ctx.userId!, data), req.ctx.lang);
      },
    );
  });
}
