import { z } from 'zod';
import { LANGUAGES } from '../platform/languages.ts';
import { ZBusinessTimes } from './shop-fields.ts';

/**
 * Text a merchant writes in each of the shop's languages. Every variant is one line, trimmed; a variant left empty
 * is shown in the first language that has one (en, zh, ja), so each is optional but at least one is needed where the
 * field must show something (`required`).
 */
export function localizedInput(max: number, required = false) {
  const variant = z.string().trim().max(max);
  const shape = z.strictObject({ en: variant, zh: variant, ja: variant });
  return required ? shape.refine((v) => LANGUAGES.some((l) => v[l] !== ''), { message: 'write it in at least one language', path: ['en'] }) : shape;
}

/** A text in every language, as stored. */
export const ZLocalized = z.object({ en: z.string(), zh: z.string(), ja: z.string() });

/**
 * A picture of the shop: its current one, or one the merchant uploaded as a public image (`resource/cos/upload`);
 * the server checks which. Only paths of this site, so a shop never shows a picture from elsewhere.
 */
export const ZShopPicture = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/(uploads|media)\/[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.(webp|jpg|jpeg|png|gif|svg)$/, 'must be an image uploaded with resource/cos/upload');

/** A shop's telephone as shoppers dial it: digits, spaces, +, -, ( and ); empty for none. */
export const ZShopPhone = z
  .string()
  .trim()
  .max(24)
  .regex(/^[0-9+\-() ]*$/, 'digits, spaces and + - ( ) only');

/** What the merchant may set: open, or closed for now (`disabled` is the platform's alone). */
export const MERCHANT_SHOP_STATUSES = ['open', 'closed'] as const;

/** A shop as its settings page edits it: every language's name and intro, pictures, phone, status and hours. */
export const ZMerchantShopProfile = z.object({
  shopId: z.number().int(),
  kind: z.enum(['mall', 'takeaway', 'health']),
  name: ZLocalized,
  intro: ZLocalized,
  logo: z.string(),
  banner: z.string(),
  phone: z.string(),
  status: z.enum(MERCHANT_SHOP_STATUSES),
  /** The week's spans in the shop's time zone, as shoppers see them. */
  hours: ZBusinessTimes,
});
export type TMerchantShopProfile = z.infer<typeof ZMerchantShopProfile>;
