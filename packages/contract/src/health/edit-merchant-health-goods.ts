import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { multilineText } from '../platform/text-rules.ts';
import { ZShopId } from '../shop/shop-id.ts';
import { ZHealthId } from './health-fields.ts';
import { ZMerchantHealthGoods } from './merchant-health-goods.ts';

export const path = 'merchant/health/goods/edit';

/** Limits of the regulatory text (one place, so the form and the server agree). */
export const HEALTH_FACTS_LIMITS = { dosageForm: 40, specification: 100, usage: 1000, contraindications: 1000 } as const;

/**
 * A Chinese drug approval number as the regulator writes it: 国药准字, one letter of the kind (H chemical, Z
 * traditional Chinese, S biological, J imported packaged, B health, T in-vitro diagnostic, F auxiliary) and eight digits.
 */
export const APPROVAL_NUMBER_PATTERN = /^国药准字[HZSJBTF]\d{8}$/;

/** A text in en, zh and ja, each trimmed and at most `max` characters, at least one written (the others show it). */
function factText(max: number, multiline = false) {
  const text = () => (multiline ? multilineText(z.string().trim().max(max)) : z.string().trim().max(max));
  return z
    .strictObject({ en: text().default(''), zh: text().default(''), ja: text().default('') })
    .refine((v) => v.en !== '' || v.zh !== '' || v.ja !== '', { message: 'needs text in at least one language (en, zh or ja)' });
}

export const ZEditMerchantHealthGoodsRequest = z.strictObject({
  shopId: ZShopId,
  goodsId: ZHealthId,
  approvalNumber: z
    .string()
    .trim()
    .regex(APPROVAL_NUMBER_PATTERN, { message: 'must be 国药准字, one letter of H Z S J B T F and eight digits (such as 国药准字H20013062)' }),
  dosageForm: factText(HEALTH_FACTS_LIMITS.dosageForm),
  specification: factText(HEALTH_FACTS_LIMITS.specification),
  usage: factText(HEALTH_FACTS_LIMITS.usage, true),
  contraindications: factText(HEALTH_FACTS_LIMITS.contraindications, true),
  /**
   * The `updatedAt` the editor read (null: it read none): the edit is refused (5207) if the facts changed since, so
   * two editors cannot overwrite each other unseen.
   */
  expectedUpdatedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TEditMerchantHealthGoodsRequest = z.input<typeof ZEditMerchantHealthGoodsRequest>;
export const ZEditMerchantHealthGoodsResponse = ZMerchantHealthGoods;
export type TEditMerchantHealthGoodsResponse = z.infer<typeof ZEditMerchantHealthGoodsResponse>;

export const editMerchantHealthGoods = defineEndpoint({
  path,
  access: 'merchant',
  right: 'goods',
  summary:
    "A verified pharmacy edits the regulatory text of one of its own medicines (approval number, and dosage form, specification, usage, contraindications in en/zh/ja). Not a verified pharmacy 5204; not its own medicine 1004; changed since it was read 5207",
  request: ZEditMerchantHealthGoodsRequest,
  response: ZEditMerchantHealthGoodsResponse,
});
