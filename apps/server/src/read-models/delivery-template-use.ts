import { count, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../platform/database.ts';
import { goods } from '../modules/catalogue/catalogue.tables.ts';

/**
 * Read model: how many goods (catalogue) name each of some delivery-fee templates (shop), by template id; a template
 * no goods name is left out. Goods off the shelf count too: they still name it and go back on sale with it. One
 * range of goods_delivery_template_idx per template.
 */
export async function countGoodsByTemplate(q: Db | Tx, templateIds: readonly number[]): Promise<Map<number, number>> {
  if (templateIds.length === 0) return new Map();
  const rows = await q
    .select({ templateId: goods.deliveryTemplateId, n: count() })
    .from(goods)
    .where(inArray(goods.deliveryTemplateId, [...templateIds]))
    .groupBy(goods.deliveryTemplateId);
  return new Map(rows.map((r) => [r.templateId!, r.n]));
}
