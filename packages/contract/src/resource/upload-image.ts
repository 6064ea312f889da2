import { z } from 'zod';

/** `resource/cos/upload`: multipart with one image in the field `file` (the only call that is not JSON). */
export const path = 'resource/cos/upload';
export const UPLOAD_FIELD = 'file';
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export const ZUploadImageResponse = z.object({
  /** Where the stored, re-encoded image is served. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  size: z.number().int(),
});
export type TUploadImageResponse = z.infer<typeof ZUploadImageResponse>;
