import { z } from 'zod';

/** `resource/cos/upload`: multipart with one image in the field `file` (the only call that is not JSON). */
export const path = 'resource/cos/upload';
export const UPLOAD_FIELD = 'file';
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/**
 * The optional multipart field saying who may see the image: `public` (the default: avatars, review photos,
 * goods pictures) is served to anyone who knows its address; `private` (identity and licence documents) only
 * through short-lived signed links handed out by the calls that may show it.
 */
export const PURPOSE_FIELD = 'purpose';
export const UPLOAD_PURPOSES = ['public', 'private'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export const ZUploadImageResponse = z.object({
  /** Where the stored, re-encoded image is served; for a private one, what to send back in a form (not a link). */
  url: z.string(),
  /** A private image only: a signed link to show it now, valid for 10 minutes. */
  previewUrl: z.string().optional(),
  width: z.number().int(),
  height: z.number().int(),
  size: z.number().int(),
});
export type TUploadImageResponse = z.infer<typeof ZUploadImageResponse>;
