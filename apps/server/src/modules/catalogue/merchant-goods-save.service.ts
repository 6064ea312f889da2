import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { ShopKind } from '@mall/contract/catalogue/catalogue-kinds';
import type { TMerchantGoods } from '@mall/contract/catalogue/merchant-goods-fields';
import { MERCHANT_GOODS_LIMITS } from '@mall/contract/catalogue/merchant-goods-fields';
import type { ZSaveMerchantGoodsRequest } from '@mall/contract/catalogue/save-merchant-goods';
import type { Lang, Localized } from '@mall/contract/platform/languages';
import type { Db, Tx } from '../../platform/database.ts';
import { notFound } from '../../platform/errors.ts';
import { ValidationFailure, type FieldProblem } from '../../platform/validation.ts';
import { ownsUpload } from '../resource/resource.api.ts';
import { shopChannel, shopFaces } from '../shop/shop.api.ts';
import { category, categoryAttr, categoryAttrValue, goods, goodsDetail, goodsSku, type GoodsSpec } from './catalogue.tables.ts';
import type { GoodsChanges } from './goods-changes.ts';
import { fillLanguages, goodsPrices, planSpecs, type CurrentSku, type PlannedSku } from './merchant-goods-input.ts';
import { readMerchantGoods } from './merchant-goods-detail.service.ts';
import { searchDocument } from './search-tokens.ts';

type SaveRequest = z.output<typeof ZSaveMerchantGoodsRequest>;

const refuse = (problems: FieldProblem[]) => {
  if (problems.length > 0) throw new ValidationFailure(problems);
};
const allTexts = (values: readonly Localized[]) => values.flatMap((v) => [v.en, v.zh, v.ja]).join(' ');

/** The leaf and its ancestors when `categoryId` is an enabled leaf (level 3) of the channel, each level enabled. */
async function leafOf(db: Db, categoryId: number, channel: ShopKind) {
  const family = alias(category, 'family');
  const top = alias(category, 'top');
  const [row] = await db
    .select({ id: category.id, familyId: family.id, topId: top.id, names: sql<Localized[]>`jsonb_build_array(${category.name}, ${family.name}, ${top.name})` })
    .from(category)
    .innerJoin(family, eq(family.id, category.parentId))
    .innerJoin(top, eq(top.id, family.parentId))
    .where(and(eq(category.id, categoryId), eq(category.level, 3), eq(category.channel, channel), eq(category.enabled, true), eq(family.enabled, true), eq(top.enabled, true)));
  return row;
}

/** The names (every language) of those of `ids` that are values of the family's attributes. */
async function familyValueNames(db: Db, familyId: number, ids: readonly number[]): Promise<Map<number, Localized>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: categoryAttrValue.id, name: categoryAttrValue.name })
    .from(categoryAttrValue)
    .innerJoin(categoryAttr, eq(categoryAttr.id, categoryAttrValue.attrId))
    .where(and(eq(categoryAttr.categoryId, familyId), inArray(categoryAttrValue.id, [...ids])));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * What the save checks before it writes, none of which the goods' lock protects: the category, the attribute values
 * and the pictures. A picture is the caller's own public upload, or one the goods already shows (a picture another
 * staff member uploaded, or the demo artwork, stays when the goods is edited).
 */
async function checkReferences(db: Db, accountId: number, shopId: number, body: SaveRequest, keptPictures: ReadonlySet<string>) {
  const problems: FieldProblem[] = [];
  const channel = await shopChannel(db, shopId);
  const leaf = channel ? await leafOf(db, body.categoryId, channel) : undefined;
  if (!leaf) problems.push({ field: 'categoryId', message: "must be a leaf category of the shop's channel" });
  const attrIds = [...new Set(body.attrValueIds)];
  const valueNames = leaf ? await familyValueNames(db, leaf.familyId, attrIds) : new Map<number, Localized>();
  body.attrValueIds.forEach((id, i) => {
    if (leaf && !valueNames.has(id)) problems.push({ field: `attrValueIds.${i}`, message: 'is not a value of the category\'s attributes' });
  });
  const seen = new Set<string>();
  for (const [i, url] of body.pictures.entries()) {
    if (seen.has(url)) problems.push({ field: `pictures.${i}`, message: 'repeats another picture' });
    else if (!keptPictures.has(url) && !(await ownsUpload(db, accountId, url))) problems.push({ field: `pictures.${i}`, message: 'must be a picture you uploaded' });
    seen.add(url);
  }
  refuse(problems);
  return { leaf: leaf!, channel: channel!, valueNames };
}

/** What the goods holds now, its row locked (and its SKUs, in id order: the order the order commit locks them in). */
async function lockCurrent(tx: Tx, goodsId: number) {
  const [row] = await tx
    .select({ code: goods.code, shopId: goods.shopId, specs: goodsDetail.specs, images: goodsDetail.images, keywords: goodsDetail.keywords })
    .from(goods)
    .innerJoin(goodsDetail, eq(goodsDetail.goodsId, goods.id))
    .where(eq(goods.id, goodsId))
    .for('no key update', { of: goods });
  if (!row) throw notFound();
  const skus: CurrentSku[] = await tx
    .select({ id: goodsSku.id, specValueIds: goodsSku.specValueIds, image: goodsSku.image })
    .from(goodsSku)
    .where(eq(goodsSku.goodsId, goodsId))
    .orderBy(asc(goodsSku.id))
    .for('no key update');
  return { ...row, skus };
}

const randomCode = (bytes: number) => randomBytes(bytes).toString('hex');

/**
 * Writes the SKUs: existing ones get their new prices, names and values, and their stock moves only by the delta
 * (a conditional update that never leaves less than 0), so pieces sold while the form was open stay sold; SKUs left
 * out stop selling (kept, disabled, for the orders and carts that name them); new ones are inserted.
 */
async function writeSkus(tx: Tx, goodsId: number, goodsCode: string, planned: PlannedSku[], current: readonly CurrentSku[], pictures: readonly string[]) {
  const imageOf = (skuId: number | undefined) => {
    const had = current.find((k) => k.id === skuId)?.image;
    return had && pictures.includes(had) ? had : pictures[0]!;
  };
  // The default flag is unique per goods: cleared everywhere first, then given to the first SKU of the form.
  await tx.update(goodsSku).set({ isDefault: false }).where(eq(goodsSku.goodsId, goodsId));
  const kept = new Set(planned.flatMap((k) => (k.skuId === undefined ? [] : [k.skuId])));
  const dropped = current.filter((k) => !kept.has(k.id)).map((k) => k.id);
  if (dropped.length > 0) await tx.update(goodsSku).set({ enabled: false }).where(inArray(goodsSku.id, dropped));
  const short: FieldProblem[] = [];
  for (const [sort, k] of planned.entries()) {
    const fields = {
      specValueIds: k.specValueIds,
      specName: k.specName,
      image: imageOf(k.skuId),
      price: k.price,
      marketPrice: k.marketPrice,
      isDefault: sort === 0,
      enabled: true,
      sort: sort * 10,
    };
    if (k.skuId === undefined) {
      await tx.insert(goodsSku).values({ ...fields, goodsId, code: `${goodsCode}-${randomCode(4)}`, stock: k.stock });
      continue;
    }
    const moved = await tx
      .update(goodsSku)
      .set({ ...fields, stock: sql`${goodsSku.stock} + ${k.stockDelta}` })
      .where(and(eq(goodsSku.id, k.skuId), sql`${goodsSku.stock} + ${k.stockDelta} between 0 and ${MERCHANT_GOODS_LIMITS.stock}`))
      .returning({ id: goodsSku.id });
    if (moved.length === 0) short.push({ field: `skus.${k.at}.stockDelta`, message: 'would leave the stock below 0 or above 9,999,999' });
  }
  // Rolls the whole save back: nothing of it is kept.
  refuse(short);
}

/**
 * `merchant/goods/save`: creates a goods of the shop (off the shelf until shelved) or edits one, in one transaction
 * under the goods' row lock, so order commits of the goods wait for it (or it for them) and read its new prices.
 * Keeps the goods' prices, filter values, category ancestors and search vector in step with what was saved, and
 * tells the goods page's caches.
 */
export async function saveMerchantGoods(
  db: Db,
  changes: GoodsChanges,
  who: { accountId: number; shopId: number },
  body: SaveRequest,
  lang: Lang,
): Promise<TMerchantGoods> {
  const { shopId } = who;
  const [had] = body.goodsId === undefined ? [] : await db.select({ images: goodsDetail.images }).from(goodsDetail).where(eq(goodsDetail.goodsId, body.goodsId));
  const { leaf, channel, valueNames } = await checkReferences(db, who.accountId, shopId, body, new Set(had?.images ?? []));
  const shopName = (await shopFaces(db, [shopId])).get(shopId)?.name;

  const goodsId = await db.transaction(async (tx) => {
    const current = body.goodsId === undefined ? undefined : await lockCurrent(tx, body.goodsId);
    const plan = planSpecs(body, current?.specs ?? [], current?.skus ?? []);
    refuse(plan.problems);
    const title = fillLanguages(body.title);
    const specs: GoodsSpec[] = plan.specs;
    const keywords = current?.keywords ?? '';
    const searchVector = searchDocument([
      { text: allTexts([title]), weight: 'A' },
      { text: [keywords, allTexts(specs.flatMap((s) => s.values.map((v) => v.name))), allTexts([...valueNames.values()])].join(' '), weight: 'B' },
      { text: allTexts(leaf.names), weight: 'C' },
      { text: shopName ? allTexts([shopName]) : '', weight: 'D' },
    ]);
    const row = {
      categoryId: leaf.id,
      category2Id: leaf.familyId,
      category1Id: leaf.topId,
      title,
      image: body.pictures[0]!,
      ...goodsPrices(plan.skus),
      attrValueIds: [...new Set(body.attrValueIds)],
      purchaseLimit: body.purchaseLimit,
      searchVector,
    };
    const detail = {
      subtitle: fillLanguages(body.subtitle),
      description: fillLanguages(body.description),
      images: body.pictures,
      specs,
    };
    let id: number;
    let code: string;
    if (current) {
      id = body.goodsId!;
      code = current.code;
      await tx.update(goods).set({ ...row, updatedAt: sql`now()` }).where(eq(goods.id, id));
      await tx.update(goodsDetail).set({ ...detail, updatedAt: sql`now()` }).where(eq(goodsDetail.goodsId, id));
    } else {
      code = `M${shopId}-${randomCode(5)}`;
      const [created] = await tx.insert(goods).values({ ...row, code, shopId, kind: channel, status: 'off_shelf' }).returning({ id: goods.id });
      id = created!.id;
      await tx.insert(goodsDetail).values({ ...detail, goodsId: id });
    }
    await writeSkus(tx, id, code, plan.skus, current?.skus ?? [], body.pictures);
    return id;
  });
  await changes.announce(goodsId);
  return readMerchantGoods(db, goodsId, lang);
}
