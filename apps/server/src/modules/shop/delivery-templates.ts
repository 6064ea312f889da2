import { eq } from 'drizzle-orm';
import { anyOf, builtOnce, type Db, type Tx } from '../../platform/database.ts';
import type { DeliveryFeeRule, DeliveryFeeTemplate } from './delivery-fee.ts';
import { deliveryFeeRule, deliveryFeeTemplate } from './shop.tables.ts';

/**
 * Every delivery-fee template of some shops with its rules, by shop id, in one query: what the pure pricing of
 * delivery-fee.ts needs for the goods page, the cart and the checkout. A shop has a handful of templates, so all of
 * them are read rather than only those the goods name. A named statement (planned once per connection); the id
 * array sits in a scalar subquery so that one generic plan serves every call.
 */
const templatesOf = builtOnce((q) =>
  q
    .select({
      id: deliveryFeeTemplate.id,
      shopId: deliveryFeeTemplate.shopId,
      chargeBy: deliveryFeeTemplate.chargeBy,
      isDefault: deliveryFeeTemplate.isDefault,
      // Flat, not a nested object: Drizzle would make the rule for everywhere (nation and area null) a null object.
      ruleId: deliveryFeeRule.id,
      nationId: deliveryFeeRule.nationId,
      areaId: deliveryFeeRule.areaId,
      firstUnits: deliveryFeeRule.firstUnits,
      firstFee: deliveryFeeRule.firstFee,
      extraUnits: deliveryFeeRule.extraUnits,
      extraFee: deliveryFeeRule.extraFee,
      freeOverAmount: deliveryFeeRule.freeOverAmount,
    })
    .from(deliveryFeeTemplate)
    .leftJoin(deliveryFeeRule, eq(deliveryFeeRule.templateId, deliveryFeeTemplate.id))
    .where(anyOf(deliveryFeeTemplate.shopId, 'shopIds'))
    .prepare('shop_delivery_templates'),
);

/** The templates of these shops with their rules, by shop id. */
export async function loadDeliveryTemplates(q: Db | Tx, shopIds: readonly number[]): Promise<Map<number, DeliveryFeeTemplate[]>> {
  const byShop = new Map<number, DeliveryFeeTemplate[]>();
  if (shopIds.length === 0) return byShop;
  const rows = await templatesOf(q).execute({ shopIds: [...shopIds] });
  const byId = new Map<number, DeliveryFeeTemplate & { rules: DeliveryFeeRule[] }>();
  for (const r of rows) {
    let template = byId.get(r.id);
    if (!template) {
      template = { id: r.id, chargeBy: r.chargeBy, isDefault: r.isDefault, rules: [] };
      byId.set(r.id, template);
      byShop.set(r.shopId, [...(byShop.get(r.shopId) ?? []), template]);
    }
    // A template without rules comes once with a null rule (the left join): it delivers nowhere.
    if (r.ruleId !== null) {
      template.rules.push({
        nationId: r.nationId,
        areaId: r.areaId,
        firstUnits: r.firstUnits!,
        firstFee: r.firstFee!,
        extraUnits: r.extraUnits!,
        extraFee: r.extraFee!,
        freeOverAmount: r.freeOverAmount,
      });
    }
  }
  return byShop;
}
