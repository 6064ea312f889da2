import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Lang } from '@mall/contract/platform/languages';
import type { TDeliveryTemplate } from '@mall/contract/shop/delivery-template-fields';
import type { TSaveDeliveryTemplateRequest } from '@mall/contract/shop/save-delivery-template';
import type { Db, Tx } from '../../platform/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { textIn } from '../../platform/localized.ts';
import { ValidationFailure, type FieldProblem } from '../../platform/validation.ts';
import { countGoodsByTemplate } from '../../read-models/delivery-template-use.ts';
import { placeNames, provinceNations } from '../location/location.api.ts';
import { deliveryFeeRule, deliveryFeeTemplate } from './shop.tables.ts';

/**
 * A merchant's delivery-fee templates: list, create or replace, delete. The checkout prices from the same rows
 * (delivery-templates.ts), so what is saved here is what shoppers pay from their next quote.
 */

type SaveInput = Omit<TSaveDeliveryTemplateRequest, 'shopId'>;

/** The shop of a template, for the route's shop check; undefined for none. */
export async function shopOfDeliveryTemplate(db: Db, templateId: number): Promise<number | undefined> {
  const [row] = await db.select({ shopId: deliveryFeeTemplate.shopId }).from(deliveryFeeTemplate).where(eq(deliveryFeeTemplate.id, templateId));
  return row?.shopId;
}

/**
 * Makes one shop's template writes take turns (a save moving the default, a delete checking it), so a shop never
 * ends with two defaults or none; other shops never wait.
 */
async function lockShopTemplates(tx: Tx, shopId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`delivery-templates:${shopId}`}, 0))`);
}

/** A shop's templates, the default first, each with its rules (regions named in `lang`) and how many goods use it. */
export async function queryDeliveryTemplates(db: Db, shopId: number, lang: Lang, only?: number): Promise<TDeliveryTemplate[]> {
  const templates = await db
    .select({ id: deliveryFeeTemplate.id, name: deliveryFeeTemplate.name, chargeBy: deliveryFeeTemplate.chargeBy, isDefault: deliveryFeeTemplate.isDefault })
    .from(deliveryFeeTemplate)
    .where(only === undefined ? eq(deliveryFeeTemplate.shopId, shopId) : and(eq(deliveryFeeTemplate.shopId, shopId), eq(deliveryFeeTemplate.id, only)))
    .orderBy(desc(deliveryFeeTemplate.isDefault), asc(deliveryFeeTemplate.id));
  const ids = templates.map((t) => t.id);
  if (ids.length === 0) return [];
  const [rules, uses] = await Promise.all([
    db.select().from(deliveryFeeRule).where(inArray(deliveryFeeRule.templateId, ids)).orderBy(asc(deliveryFeeRule.id)),
    countGoodsByTemplate(db, ids),
  ]);
  const names = await placeNames(
    db,
    rules.flatMap((r) => (r.nationId === null ? [] : [{ nationId: r.nationId, provinceId: r.areaId, cityId: null, districtId: null }])),
  );
  const named = (value: Parameters<typeof textIn>[0] | undefined) => (value ? textIn(value, lang) : '');
  return templates.map((t) => {
    const own = rules.filter((r) => r.templateId === t.id);
    const fees = (r: (typeof rules)[number]) => ({
      firstUnits: r.firstUnits,
      firstFee: r.firstFee,
      extraUnits: r.extraUnits,
      extraFee: r.extraFee,
      freeOverAmount: r.freeOverAmount,
    });
    const everywhere = own.find((r) => r.nationId === null && r.areaId === null);
    return {
      templateId: t.id,
      name: textIn(t.name, lang),
      chargeBy: t.chargeBy,
      isDefault: t.isDefault,
      goodsCount: uses.get(t.id) ?? 0,
      defaultRule: everywhere ? fees(everywhere) : null,
      areaRules: own
        .filter((r) => r.nationId !== null)
        .map((r) => ({
          ...fees(r),
          nationId: r.nationId!,
          nationName: named(names.nations.get(r.nationId!)),
          areaId: r.areaId,
          areaName: r.areaId === null ? null : named(names.areas.get(r.areaId)),
        })),
    };
  });
}

/** 1001 naming each area rule whose nation is unknown or whose area is not a province of that nation. */
async function checkRegions(db: Db, rules: SaveInput['areaRules']): Promise<void> {
  const [names, provinces] = await Promise.all([
    placeNames(db, rules.map((r) => ({ nationId: r.nationId, provinceId: null, cityId: null, districtId: null }))),
    provinceNations(db, rules.flatMap((r) => (r.areaId === null ? [] : [r.areaId]))),
  ]);
  const problems: FieldProblem[] = [];
  rules.forEach((r, i) => {
    if (!names.nations.has(r.nationId)) problems.push({ field: `areaRules.${i}.nationId`, message: 'no such nation' });
    else if (r.areaId !== null && provinces.get(r.areaId) !== r.nationId) problems.push({ field: `areaRules.${i}.areaId`, message: 'not a province of this nation' });
  });
  if (problems.length > 0) throw new ValidationFailure(problems);
}

/**
 * Creates a template or replaces one of the shop's (its rules deleted and written anew), in one transaction under
 * the shop's template lock. The first template of a shop is its default; making one the default takes it from the
 * former default in the same transaction (unset first: the partial unique index allows one default at a time); the
 * default cannot be unset by itself, since goods naming no template would then ship nowhere.
 */
export async function saveDeliveryTemplate(db: Db, shopId: number, input: SaveInput, lang: Lang): Promise<TDeliveryTemplate> {
  await checkRegions(db, input.areaRules);
  const templateId = await db.transaction(async (tx) => {
    await lockShopTemplates(tx, shopId);
    const existing = await tx.select({ id: deliveryFeeTemplate.id, isDefault: deliveryFeeTemplate.isDefault }).from(deliveryFeeTemplate).where(eq(deliveryFeeTemplate.shopId, shopId));
    const mine = input.templateId === undefined ? undefined : existing.find((t) => t.id === input.templateId);
    // Another shop's template reads as none: ids cannot be probed.
    if (input.templateId !== undefined && !mine) throw notFound();
    if (mine?.isDefault && !input.isDefault) throw new ValidationFailure([{ field: 'isDefault', message: 'make another template the default instead' }]);
    const isDefault = input.isDefault || !existing.some((t) => t.isDefault);
    if (isDefault) {
      await tx
        .update(deliveryFeeTemplate)
        .set({ isDefault: false })
        .where(and(eq(deliveryFeeTemplate.shopId, shopId), eq(deliveryFeeTemplate.isDefault, true), ne(deliveryFeeTemplate.id, mine?.id ?? 0)));
    }
    // The name is the merchant's own label, the same in every language.
    const name = { en: input.name, zh: input.name, ja: input.name };
    let id: number;
    if (mine) {
      await tx.update(deliveryFeeTemplate).set({ name, chargeBy: input.chargeBy, isDefault }).where(eq(deliveryFeeTemplate.id, mine.id));
      await tx.delete(deliveryFeeRule).where(eq(deliveryFeeRule.templateId, mine.id));
      id = mine.id;
    } else {
      const [row] = await tx.insert(deliveryFeeTemplate).values({ shopId, name, chargeBy: input.chargeBy, isDefault }).returning({ id: deliveryFeeTemplate.id });
      id = row!.id;
    }
    const rules = [
      ...(input.defaultRule ? [{ ...input.defaultRule, nationId: null, areaId: null }] : []),
      ...input.areaRules.map((r) => ({ ...r })),
    ];
    await tx.insert(deliveryFeeRule).values(rules.map((r) => ({ templateId: id, ...r })));
    return id;
  });
  const [saved] = await queryDeliveryTemplates(db, shopId, lang, templateId);
  return saved!;
}

/**
 * Deletes a template no goods name that is not the default (4602; 4601 with the count of goods naming it). The row
 * lock makes a goods save naming this template wait for the delete (its foreign-key check shares the row) and then
 * fail, and a save already made is seen by the count, so no goods is quietly moved to the default.
 */
export async function deleteDeliveryTemplate(db: Db, shopId: number, templateId: number): Promise<{ templateId: number }> {
  return db.transaction(async (tx) => {
    await lockShopTemplates(tx, shopId);
    const [row] = await tx
      .select({ isDefault: deliveryFeeTemplate.isDefault })
      .from(deliveryFeeTemplate)
      .where(and(eq(deliveryFeeTemplate.id, templateId), eq(deliveryFeeTemplate.shopId, shopId)))
      .for('update');
    if (!row) throw notFound();
    if (row.isDefault) throw new AppError('DELIVERY_TEMPLATE_IS_DEFAULT');
    const used = (await countGoodsByTemplate(tx, [templateId])).get(templateId) ?? 0;
    if (used > 0) throw new AppError('DELIVERY_TEMPLATE_IN_USE', { data: { goodsCount: used } });
    await tx.delete(deliveryFeeTemplate).where(eq(deliveryFeeTemplate.id, templateId));
    return { templateId };
  });
}
