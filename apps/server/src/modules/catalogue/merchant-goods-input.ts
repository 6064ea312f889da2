import type { z } from 'zod';
import type { ZSaveSku, ZSaveSpec } from '@mall/contract/catalogue/save-merchant-goods';
import { LANGUAGES, type Localized } from '@mall/contract/platform/languages';
import type { FieldProblem } from '../../platform/validation.ts';
import type { GoodsSpec } from './catalogue.tables.ts';

/**
 * The merchant's specs and SKUs checked against each other and against what the goods holds now, and turned into
 * what is stored: no database here, so every rule is a unit test away. Problems are collected, not thrown one by
 * one, so a form can show each beside its field at once.
 */

type Texts = Partial<Localized>;

/**
 * Every language filled: one left empty shows the first written of en, zh, ja. Readers everywhere take a stored
 * variant as it is (search, carts, order snapshots), so the fallback is written once here rather than in each.
 */
export function fillLanguages(texts: Texts): Localized {
  const first = LANGUAGES.map((l) => texts[l] ?? '').find((t) => t !== '') ?? '';
  return { en: texts.en || first, zh: texts.zh || first, ja: texts.ja || first };
}

/** What a SKU of the goods is now, as far as the save needs it. */
export interface CurrentSku {
  id: number;
  specValueIds: number[];
  image: string;
}

/** A SKU as it will be stored; `skuId` for an existing one (its stock moves by `stockDelta` only). */
export interface PlannedSku {
  skuId: number | undefined;
  /** The request's index of this SKU, for naming its fields in a refusal. */
  at: number;
  specValueIds: number[];
  specName: Localized;
  price: number;
  marketPrice: number;
  stock: number;
  stockDelta: number;
}

export interface PlannedSpecs {
  specs: GoodsSpec[];
  skus: PlannedSku[];
  problems: FieldProblem[];
}

const same = (a: string, b: string) => a !== '' && a.toLocaleLowerCase() === b.toLocaleLowerCase();

/**
 * Ids for the merchant's own dimensions and values: kept when the request names one the goods has, new ones below
 * every id the goods has ever used (negative, so they never meet the catalogue's attribute value ids, which the
 * category filters read). A SKU's values are matched within its goods only, so these ids need no table.
 */
function idMaker(current: readonly GoodsSpec[], currentSkus: readonly CurrentSku[]): () => number {
  let next = Math.min(0, ...current.flatMap((s) => [s.attrId, ...s.values.map((v) => v.id)]), ...currentSkus.flatMap((k) => k.specValueIds)) - 1;
  return () => next--;
}

/** The specs with their ids, and the SKUs with their values' ids and names; `problems` lists what is wrong. */
export function planSpecs(
  input: { specs: z.output<typeof ZSaveSpec>[]; skus: z.output<typeof ZSaveSku>[] },
  current: readonly GoodsSpec[],
  currentSkus: readonly CurrentSku[],
): PlannedSpecs {
  const problems: FieldProblem[] = [];
  const newId = idMaker(current, currentSkus);
  const knownAttrs = new Set(current.map((s) => s.attrId));
  const knownValues = new Map(current.flatMap((s) => s.values.map((v) => [v.id, v] as const)));
  const usedIds = new Set<number>();

  const specs: GoodsSpec[] = input.specs.map((spec, d) => {
    const name = fillLanguages(spec.name);
    let attrId = spec.attrId;
    if (attrId !== undefined && (!knownAttrs.has(attrId) || usedIds.has(attrId))) {
      problems.push({ field: `specs.${d}.attrId`, message: 'is not a dimension of this goods' });
      attrId = undefined;
    }
    attrId ??= newId();
    usedIds.add(attrId);
    const values: GoodsSpec['values'] = [];
    spec.values.forEach((value, i) => {
      const valueName = fillLanguages(value.name);
      const clash = LANGUAGES.find((l) => values.some((v) => same(v.name[l], valueName[l])));
      if (clash) problems.push({ field: `specs.${d}.values.${i}.name`, message: `repeats another value of this dimension (${clash})` });
      let id = value.valueId;
      if (id !== undefined && (!knownValues.has(id) || usedIds.has(id))) {
        problems.push({ field: `specs.${d}.values.${i}.valueId`, message: 'is not a value of this goods' });
        id = undefined;
      }
      id ??= newId();
      usedIds.add(id);
      const swatch = knownValues.get(id)?.swatch;
      values.push({ id, name: valueName, ...(swatch ? { swatch } : {}) });
    });
    const clash = LANGUAGES.find((l) => input.specs.slice(0, d).some((other) => same(fillLanguages(other.name)[l], name[l])));
    if (clash) problems.push({ field: `specs.${d}.name`, message: `repeats another dimension (${clash})` });
    return { attrId, name, values };
  });

  if (specs.length === 0 && input.skus.length > 1) problems.push({ field: 'skus', message: 'a goods without spec dimensions has exactly one SKU' });
  const currentIds = new Set(currentSkus.map((k) => k.id));
  const seenSkus = new Set<number>();
  const seenCombos = new Set<string>();
  const skus: PlannedSku[] = input.skus.map((sku, at) => {
    const field = (name: string) => `skus.${at}.${name}`;
    const indexes = sku.specIndexes;
    const values = indexes.map((i, d) => specs[d]?.values[i]);
    if (indexes.length !== specs.length || values.some((v) => v === undefined)) {
      problems.push({ field: field('specIndexes'), message: `must pick one value of each of the ${specs.length} dimensions` });
    } else if (seenCombos.has(indexes.join(','))) {
      problems.push({ field: field('specIndexes'), message: 'repeats another SKU' });
    }
    seenCombos.add(indexes.join(','));
    if (sku.skuId !== undefined) {
      if (!currentIds.has(sku.skuId) || seenSkus.has(sku.skuId)) problems.push({ field: field('skuId'), message: 'is not a SKU of this goods' });
      seenSkus.add(sku.skuId);
      if (sku.stock !== undefined) problems.push({ field: field('stock'), message: 'an existing SKU changes its stock by stockDelta only' });
    } else if (sku.stockDelta !== undefined) {
      problems.push({ field: field('stockDelta'), message: 'a new SKU states its stock' });
    }
    const marketPrice = sku.marketPrice ?? sku.price;
    if (marketPrice < sku.price) problems.push({ field: field('marketPrice'), message: 'must not be below the price' });
    const chosen = values.filter((v): v is GoodsSpec['values'][number] => v !== undefined);
    const specName = Object.fromEntries(LANGUAGES.map((l) => [l, chosen.map((v) => v.name[l]).join(' / ')])) as Localized;
    return {
      skuId: sku.skuId,
      at,
      specValueIds: chosen.map((v) => v.id),
      specName,
      price: sku.price,
      marketPrice,
      stock: sku.stock ?? 0,
      stockDelta: sku.stockDelta ?? 0,
    };
  });
  return { specs, skus, problems };
}

/** The goods' prices from its SKUs on sale: the cheapest and dearest, and the cheapest one's struck-through price. */
export function goodsPrices(skus: readonly { price: number; marketPrice: number }[]): { priceMin: number; priceMax: number; marketPrice: number } {
  const cheapest = skus.reduce((a, b) => (b.price < a.price ? b : a));
  return { priceMin: cheapest.price, priceMax: Math.max(...skus.map((s) => s.price)), marketPrice: cheapest.marketPrice };
}
