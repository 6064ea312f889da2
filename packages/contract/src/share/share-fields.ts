import { z } from 'zod';

/** A share code as the clipboard carries it: the cipher of the sender's (and the goods') ids, case-sensitive. */
export const ZShareCode = z
  .string()
  .trim()
  .regex(/^[0-9A-Za-z]{2,32}$/, 'must be 2 to 32 letters or digits');

/**
 * What the spec's shared-goods popup shows (sharer, picture, title, where "view details" goes), or for an invite
 * code the inviter (first character only: anyone can make the code of any account) and the register link.
 */
export const ZShareInfo = z.object({
  kind: z.enum(['goods', 'invite']),
  code: z.string(),
  sharerId: z.number().int(),
  userName: z.string(),
  goodsId: z.number().int().nullable(),
  goodsTitle: z.string().nullable(),
  goodsImage: z.string().nullable(),
  /** A goods: /pages/goods/goodsdetail?goodsId=12; an invite: /pages/login/register?referrer=<invite code>. */
  uri: z.string(),
});
export type TShareInfo = z.infer<typeof ZShareInfo>;
