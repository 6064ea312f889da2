/**
 * What a shop charges to deliver some of its goods to an area: the pricing behind the goods page's delivery
 * cost (one goods) and the checkout's per-shop fee (a shop's lines of the cart). Pure: the caller loads the
 * shop's templates and rules; amounts are integer minor units of the base currency.
 *
 * Shipped goods (mall and health shops) are priced by delivery-fee templates. Each line uses its goods'
 * template, or the shop's default when the goods names none. A template's fee for an area comes from its most
 * specific rule: the area's province, else its nation, else the rule for everywhere; a template without such a
 * rule does not deliver there. A template counts pieces or grams: `firstFee` covers up to `firstUnits`, and each
 * further `extraUnits` or part of them costs `extraFee`.
 *
 * One order of a shop travels as one parcel, so lines of different templates are not charged two first fees:
 * the template with the highest first fee charges its full fee, the others only their extra fee for all their
 * units (the usual rule of shopping platforms). A template whose rule has `freeOverAmount` ships free when the
 * shop's deliverable goods in the order reach that amount.
 *
 * Takeaway shops bring orders themselves at one flat fee, inside their delivery radius. An area is too coarse
 * for the radius, so here a takeaway shop delivers to its own city; the checkout, which knows the delivery
 * point, checks the distance.
 */

export type ChargeBy = 'piece' | 'weight';

export interface DeliveryFeeRule {
  /** Null together with `areaId` for the rule that covers everywhere. */
  nationId: number | null;
  /** A province (level-1 area) of the nation; null covers the whole nation. */
  areaId: number | null;
  firstUnits: number;
  firstFee: number;
  extraUnits: number;
  extraFee: number;
  /** Shop goods amounts at or over this ship free; null never. */
  freeOverAmount: number | null;
}

export interface DeliveryFeeTemplate {
  id: number;
  chargeBy: ChargeBy;
  isDefault: boolean;
  rules: readonly DeliveryFeeRule[];
}

/** Where the goods go: a nation and, where known, its province and city. */
export interface DeliveryArea {
  nationId: number;
  provinceId: number | null;
  cityId: number | null;
}

/** One line of a shop's order: a quantity of one SKU. */
export interface DeliveryLine {
  /** The goods' delivery-fee template; null for the shop's default. */
  templateId: number | null;
  quantity: number;
  unitPrice: number;
  unitWeightGrams: number;
}

/** How a shop delivers. */
export type ShopDeliveryTerms =
  | { method: 'template'; templates: readonly DeliveryFeeTemplate[] }
  | { method: 'takeaway'; fee: number; minOrderAmount: number; nationId: number; cityId: number | null };

export interface ShopDeliveryQuote {
  method: ShopDeliveryTerms['method'];
  /** True when every line can be delivered to the area (and there is at least one). */
  deliverable: boolean;
  /** Indexes of the lines the shop does not deliver to the area. */
  undeliverable: number[];
  /** The fee for the deliverable lines. */
  fee: number;
  /** Price times quantity of every line. */
  goodsAmount: number;
  /** From this amount of deliverable goods the whole delivery is free; null when some of it never is. */
  freeOverAmount: number | null;
  /** Takeaway: the smallest order the shop takes; 0 for shipped goods. */
  minOrderAmount: number;
}

function assertCount(value: number, what: string, min: number): void {
  if (!Number.isSafeInteger(value) || value < min) throw new RangeError(`${what} must be an integer of at least ${min}, not ${value}`);
}

/** The rule of a template for an area: the province's, else the nation's, else everywhere's; undefined for none. */
export function ruleForArea(rules: readonly DeliveryFeeRule[], area: DeliveryArea): DeliveryFeeRule | undefined {
  const province = area.provinceId === null ? undefined : rules.find((r) => r.nationId === area.nationId && r.areaId === area.provinceId);
  return province ?? rules.find((r) => r.nationId === area.nationId && r.areaId === null) ?? rules.find((r) => r.nationId === null && r.areaId === null);
}

/** The full fee of a rule for some units: the first fee covers up to `firstUnits`, every started `extraUnits` more adds `extraFee`. */
export function ruleFee(rule: DeliveryFeeRule, units: number): number {
  const over = Math.max(0, units - rule.firstUnits);
  return rule.firstFee + Math.ceil(over / rule.extraUnits) * rule.extraFee;
}

/** The fee of a rule for units riding in a parcel another template already pays the first fee of. */
export function ruleExtraFee(rule: DeliveryFeeRule, units: number): number {
  return Math.ceil(units / rule.extraUnits) * rule.extraFee;
}

interface TemplateGroup {
  template: DeliveryFeeTemplate;
  rule: DeliveryFeeRule;
  units: number;
}

function priceByTemplates(templates: readonly DeliveryFeeTemplate[], lines: readonly DeliveryLine[], area: DeliveryArea) {
  const fallback = templates.find((t) => t.isDefault);
  const groups = new Map<number, TemplateGroup>();
  const undeliverable: number[] = [];
  let deliverableAmount = 0;
  lines.forEach((line, index) => {
    const template = line.templateId === null ? fallback : templates.find((t) => t.id === line.templateId);
    const rule = template && ruleForArea(template.rules, area);
    if (!template || !rule) {
      undeliverable.push(index);
      return;
    }
    deliverableAmount += line.unitPrice * line.quantity;
    const units = template.chargeBy === 'piece' ? line.quantity : line.unitWeightGrams * line.quantity;
    const group = groups.get(template.id);
    if (group) group.units += units;
    else groups.set(template.id, { template, rule, units });
  });

  const all = [...groups.values()];
  const charged = all.filter((g) => g.rule.freeOverAmount === null || deliverableAmount < g.rule.freeOverAmount);
  // The parcel's first fee is the highest one (the lowest template id on a tie, so the answer never wavers).
  const leader = charged.reduce<TemplateGroup | undefined>(
    (best, g) =>
      !best || g.rule.firstFee > best.rule.firstFee || (g.rule.firstFee === best.rule.firstFee && g.template.id < best.template.id) ? g : best,
    undefined,
  );
  const fee = charged.reduce((sum, g) => sum + (g === leader ? ruleFee(g.rule, g.units) : ruleExtraFee(g.rule, g.units)), 0);
  const thresholds = all.map((g) => g.rule.freeOverAmount);
  const freeOverAmount = all.length > 0 && thresholds.every((n) => n !== null) ? Math.max(...(thresholds as number[])) : null;
  return { undeliverable, fee, freeOverAmount };
}

/** Prices a shop's lines to an area. Throws RangeError for quantities below 1 or negative prices and weights. */
export function priceShopDelivery(terms: ShopDeliveryTerms, lines: readonly DeliveryLine[], area: DeliveryArea): ShopDeliveryQuote {
  for (const line of lines) {
    assertCount(line.quantity, 'quantity', 1);
    assertCount(line.unitPrice, 'unit price', 0);
    assertCount(line.unitWeightGrams, 'unit weight', 0);
  }
  const goodsAmount = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);

  if (terms.method === 'takeaway') {
    const reaches = area.nationId === terms.nationId && (terms.cityId === null || area.cityId === terms.cityId);
    return {
      method: 'takeaway',
      deliverable: reaches && lines.length > 0,
      undeliverable: reaches ? [] : lines.map((_, i) => i),
      fee: reaches && lines.length > 0 ? terms.fee : 0,
      goodsAmount,
      freeOverAmount: null,
      minOrderAmount: terms.minOrderAmount,
    };
  }

  const { undeliverable, fee, freeOverAmount } = priceByTemplates(terms.templates, lines, area);
  return {
    method: 'template',
    deliverable: lines.length > 0 && undeliverable.length === 0,
    undeliverable,
    fee,
    goodsAmount,
    freeOverAmount,
    minOrderAmount: 0,
  };
}
