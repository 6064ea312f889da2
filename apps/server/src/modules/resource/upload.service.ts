import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { TUploadImageResponse, UploadPurpose } from '@mall/contract/resource/upload-image';
import type { Db } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { Storage } from '../../platform/storage.ts';
import { upload } from './upload.tables.ts';

const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif']);
const MAX_SIDE = 2048;
// Refuse decompression bombs: a small file that would expand to a huge bitmap.
const MAX_PIXELS = 40_000_000;

/**
 * Stores an uploaded image: its bytes must decode as an image (the file name and declared type are not
 * trusted), and it is re-encoded as WebP at most 2048 px a side, which drops EXIF and any other metadata.
 */
export async function storeImage(db: Db, storage: Storage, accountId: number, data: Buffer, visibility: UploadPurpose = 'public'): Promise<TUploadImageResponse> {
  let format: string | undefined;
  try {
    format = (await sharp(data, { limitInputPixels: MAX_PIXELS }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED.has(format)) {
    throw new AppError('INVALID_REQUEST', { detail: 'file: not an image (JPEG, PNG, WebP, GIF, HEIF or AVIF)' });
  }
  const { data: out, info } = await sharp(data, { limitInputPixels: MAX_PIXELS })
    .rotate()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 84 })
    .toBuffer({ resolveWithObject: true });
  const now = new Date();
  const key = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomBytes(16).toString('hex')}.webp`;
  const url = await storage.put(key, out);
  await db.insert(upload).values({ accountId, url, mime: 'image/webp', width: info.width, height: info.height, size: out.length, visibility });
  return { url, width: info.width, height: info.height, size: out.length };
}

/** Whether an uploaded image URL belongs to this user. */
export async function ownsUpload(db: Db, accountId: number, url: string): Promise<boolean> {
  return ownsUploads(db, accountId, [url]);
}

/** Whether every one of these image URLs is an upload of this user, of this visibility (one query, however many). */
export async function ownsUploads(db: Db, accountId: number, urls: readonly string[], visibility: UploadPurpose = 'public'): Promise<boolean> {
  const wanted = [...new Set(urls)];
  if (wanted.length === 0) return true;
  const rows = await db
    .select({ id: upload.id })
    .from(upload)
    .where(and(inArray(upload.url, wanted), eq(upload.accountId, accountId), eq(upload.visibility, visibility)));
  return rows.length === wanted.length;
}
