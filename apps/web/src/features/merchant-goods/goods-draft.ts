import { MERCHANT_GOODS_LIMITS as L, type TMerchantGoods } from '@mall/contract/catalogue/merchant-goods-fields';
import type { TSaveMerchantGoodsRequest } from '@mall/contract/catalogue/save-merchant-goods';
import { LANGUAGES, type Lang } from '@mall/contract/platform/languages';
import { moneyInputToMinor } from '../../shared/format/money-input.ts';

/**
 * The goods editor's form as plain data: what the merchant typed (texts as typed, so a half-typed price stays
 * as it is), the SKU table generated from the spec dimensions, the checks shown beside each field, and the request
 * it becomes. Problems are keyed by the request's field paths (`skus.2.price`), the same names the server's 1001
 * answers carry, so a refusal from either side lands beside the same field.
 */

export type Texts = Record<Lang, string>;

export interface DraftValue {
  /** Stable across edits: the SKU rows are keyed by their values' keys. */
  key: string;
  valueId?: number;
  name: Texts;
}

export interface DraftSpec {
  key: string;
  attrId?: number;
  name: Texts;
  values: DraftValue[];
}

export interface DraftSku {
  /** Its values' keys joined; '' for the one SKU of a goods without dimensions. */
  key: string;
  /** The index of its value in each dimension (recomputed with the rows). */
  indexes: number[];
  skuId?: number;
  price: string;
  marketPrice: string;
  stock: string;
  /** An existing SKU's stock when the form was opened: what is sent is the change from it. */
  loadedStock?: number;
}

export interface GoodsDraft {
  goodsId?: number;
  title: Texts;
  subtitle: Texts;
  description: Texts;
  categoryId?: number;
  /** Names from the top category to the leaf, for showing the choice. */
  categoryPath: string[];
  attrValueIds: number[];
  pictures: string[];
  specs: DraftSpec[];
  skus: DraftSku[];
  purchaseLimit: string;
}

/** Why a field is refused: a key of `merchant-goods:errors`. */
export type Problem =
  | 'titleRequired'
  | 'tooLong'
  | 'categoryRequired'
  | 'picturesRequired'
  | 'tooManyPictures'
  | 'nameRequired'
  | 'valuesRequired'
  | 'duplicateValue'
  | 'tooManySkus'
  | 'priceRequired'
  | 'priceInvalid'
  | 'marketBelowPrice'
  | 'stockInvalid'
  | 'limitInvalid';

export type Problems = Record<string, Problem>;

const emptyTexts = (): Texts => ({ en: '', zh: '', ja: '' });
let serial = 0;
/** A key for a new dimension or value, unique in this page's life. */
export const newKey = (): string => `n${++serial}`;

/** Minor units as the form shows them: "59.00". */
export function minorToInput(minor: number): string {
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

/** A whole number typed in a field (full-width digits too), or null when it is not one. */
export function parseWhole(text: string): number | null {
  const ascii = text.trim().replace(/[\uff10-\uff19]/g, (c) => String(c.charCodeAt(0) - 0xff10));
  return /^\d{1,9}$/.test(ascii) ? Number(ascii) : null;
}

/** A text in the shown language, else the first language written (as the server stores it). */
export function shownText(texts: Texts, lang: Lang): string {
  return texts[lang].trim() || LANGUAGES.map((l) => texts[l].trim()).find((t) => t !== '') || '';
}

export function emptyDraft(): GoodsDraft {
  return {
    title: emptyTexts(),
    subtitle: emptyTexts(),
    description: emptyTexts(),
    categoryPath: [],
    attrValueIds: [],
    pictures: [],
    specs: [],
    skus: [{ key: '', indexes: [], price: '', marketPrice: '', stock: '' }],
    purchaseLimit: '',
  };
}

/** The form of a goods as `merchant/goods/detail` answered it. */
export function draftOf(g: TMerchantGoods): GoodsDraft {
  const valueKey = (valueId: number) => `v${valueId}`;
  const specs: DraftSpec[] = g.specs.map((s) => ({
    key: `a${s.attrId}`,
    attrId: s.attrId,
    name: { ...s.name },
    values: s.values.map((v) => ({ key: valueKey(v.valueId), valueId: v.valueId, name: { ...v.name } })),
  }));
  const loaded = new Map(
    g.skus.map((k) => [
      k.specValueIds.map(valueKey).join('|'),
      { skuId: k.skuId, price: minorToInput(k.price), marketPrice: k.marketPrice > k.price ? minorToInput(k.marketPrice) : '', stock: String(k.stock), loadedStock: k.stock },
    ]),
  );
  return withSkuRows(
    {
      goodsId: g.goodsId,
      title: { ...g.title },
      subtitle: { ...g.subtitle },
      description: { ...g.description },
      categoryId: g.categoryId,
      categoryPath: g.categoryPath.map((c) => c.name),
      attrValueIds: [...g.attrValueIds],
      pictures: [...g.pictures],
      specs,
      skus: [],
      purchaseLimit: g.purchaseLimit === null ? '' : String(g.purchaseLimit),
    },
    loaded,
  );
}

function combinations(specs: readonly DraftSpec[]): { key: string; indexes: number[] }[] {
  return specs.reduce<{ key: string; indexes: number[]; keys: string[] }[]>(
    (rows, spec) => rows.flatMap((row) => spec.values.map((v, i) => ({ keys: [...row.keys, v.key], indexes: [...row.indexes, i], key: '' }))),
    [{ keys: [], indexes: [], key: '' }],
  ).map((row) => ({ key: row.keys.join('|'), indexes: row.indexes }));
}

const keysOf = (key: string) => (key === '' ? [] : key.split('|'));
const within = (small: string[], big: string[]) => small.every((k) => big.includes(k));

/**
 * The SKU table for the draft's dimensions: one row per combination of values. A row the merchant filled (or that
 * the goods has) is kept by its values' keys; when a dimension is added or removed, a new row takes over the prices
 * of the row it grew from or shrank to ("Sand" becomes "Sand / M"), and the first one also its SKU and stock, so
 * adding a size neither loses what was typed nor replaces a SKU that has sold.
 */
export function withSkuRows(draft: GoodsDraft, loaded?: ReadonlyMap<string, Omit<DraftSku, 'key' | 'indexes'>>): GoodsDraft {
  const had = loaded ? [...loaded].map(([key, row]) => ({ ...row, key, indexes: [] as number[] })) : draft.skus;
  const exact = new Map<string, DraftSku>(had.map((k) => [k.key, k]));
  const wanted = combinations(draft.specs);
  const claimed = new Set(wanted.flatMap(({ key }) => (exact.get(key)?.skuId !== undefined ? [exact.get(key)!.skuId!] : [])));
  const skus = wanted.map(({ key, indexes }): DraftSku => {
    const kept = exact.get(key);
    if (kept) return { ...kept, key, indexes };
    const mine = keysOf(key);
    // Only a row that is gone gives its prices away; one still in the table keeps them.
    const from = had.find((k) => !wanted.some((w) => w.key === k.key) && (within(keysOf(k.key), mine) || within(mine, keysOf(k.key))));
    if (!from) return { key, indexes, price: '', marketPrice: '', stock: '' };
    const row: DraftSku = { key, indexes, price: from.price, marketPrice: from.marketPrice, stock: '' };
    if (from.skuId !== undefined && !claimed.has(from.skuId)) {
      claimed.add(from.skuId);
      return { ...row, skuId: from.skuId, stock: from.stock, ...(from.loadedStock !== undefined ? { loadedStock: from.loadedStock } : {}) };
    }
    return row;
  });
  return { ...draft, skus };
}

/** The name of a SKU row in the shown language ("Sand / M"); '' for a goods without dimensions. */
export function skuLabel(draft: GoodsDraft, sku: DraftSku, lang: Lang): string {
  return sku.indexes.map((i, d) => shownText(draft.specs[d]!.values[i]!.name, lang)).join(' / ');
}

function textProblems(problems: Problems, field: string, texts: Texts, max: number): void {
  for (const lang of LANGUAGES) if (texts[lang].trim().length > max) problems[`${field}.${lang}`] = 'tooLong';
}

const written = (texts: Texts) => LANGUAGES.some((l) => texts[l].trim() !== '');

/** What is wrong with the draft, by field; empty when it may be sent. */
export function problemsOf(draft: GoodsDraft): Problems {
  const problems: Problems = {};
  if (!written(draft.title)) problems.title = 'titleRequired';
  textProblems(problems, 'title', draft.title, L.titleLength);
  textProblems(problems, 'subtitle', draft.subtitle, L.subtitleLength);
  textProblems(problems, 'description', draft.description, L.descriptionLength);
  if (draft.categoryId === undefined) problems.categoryId = 'categoryRequired';
  if (draft.pictures.length === 0) problems.pictures = 'picturesRequired';
  else if (draft.pictures.length > L.pictures) problems.pictures = 'tooManyPictures';
  draft.specs.forEach((spec, d) => {
    if (!written(spec.name)) problems[`specs.${d}.name`] = 'nameRequired';
    if (spec.values.length === 0) problems[`specs.${d}.values`] = 'valuesRequired';
    spec.values.forEach((value, i) => {
      const field = `specs.${d}.values.${i}.name`;
      if (!written(value.name)) problems[field] = 'nameRequired';
      else if (spec.values.slice(0, i).some((other) => LANGUAGES.some((l) => other.name[l].trim() !== '' && other.name[l].trim().toLowerCase() === value.name[l].trim().toLowerCase()))) {
        problems[field] = 'duplicateValue';
      }
    });
  });
  if (draft.skus.length > L.skus) problems.skus = 'tooManySkus';
  draft.skus.forEach((sku, i) => {
    const price = moneyInputToMinor(sku.price);
    if (sku.price.trim() === '') problems[`skus.${i}.price`] = 'priceRequired';
    else if (price === null || price < 1 || price > L.price) problems[`skus.${i}.price`] = 'priceInvalid';
    if (sku.marketPrice.trim() !== '') {
      const market = moneyInputToMinor(sku.marketPrice);
      if (market === null || market > L.price) problems[`skus.${i}.marketPrice`] = 'priceInvalid';
      else if (price !== null && market < price) problems[`skus.${i}.marketPrice`] = 'marketBelowPrice';
    }
    const stock = sku.stock.trim() === '' ? 0 : parseWhole(sku.stock);
    if (stock === null || stock > L.stock) problems[`skus.${i}.stock`] = 'stockInvalid';
  });
  if (draft.purchaseLimit.trim() !== '') {
    const limit = parseWhole(draft.purchaseLimit);
    if (limit === null || limit < 1 || limit > L.purchaseLimit) problems.purchaseLimit = 'limitInvalid';
  }
  return problems;
}

/** The field of the form a server's refusal names (`skus.2.stockDelta` is the stock cell of row 2). */
export function formFieldOf(serverField: string): string {
  return serverField.replace(/\.stockDelta$/, '.stock').replace(/^(pictures)\.\d+$/, '$1').replace(/^(attrValueIds)\.\d+$/, '$1');
}

const trimmed = (texts: Texts): Texts => ({ en: texts.en.trim(), zh: texts.zh.trim(), ja: texts.ja.trim() });

/** The request the draft becomes; call only when `problemsOf` found nothing. */
export function toSaveRequest(draft: GoodsDraft, shopId: number): TSaveMerchantGoodsRequest {
  return {
    ...(draft.goodsId === undefined ? { shopId } : { goodsId: draft.goodsId }),
    title: trimmed(draft.title),
    subtitle: trimmed(draft.subtitle),
    description: trimmed(draft.description),
    categoryId: draft.categoryId!,
    attrValueIds: draft.attrValueIds,
    pictures: draft.pictures,
    specs: draft.specs.map((s) => ({
      ...(s.attrId !== undefined ? { attrId: s.attrId } : {}),
      name: trimmed(s.name),
      values: s.values.map((v) => ({ ...(v.valueId !== undefined ? { valueId: v.valueId } : {}), name: trimmed(v.name) })),
    })),
    skus: draft.skus.map((k) => {
      const price = moneyInputToMinor(k.price)!;
      const market = k.marketPrice.trim() === '' ? undefined : moneyInputToMinor(k.marketPrice)!;
      const stock = k.stock.trim() === '' ? 0 : parseWhole(k.stock)!;
      const change = k.skuId === undefined ? { stock } : stock !== k.loadedStock ? { stockDelta: stock - (k.loadedStock ?? 0) } : {};
      return { ...(k.skuId !== undefined ? { skuId: k.skuId } : {}), specIndexes: k.indexes, price, ...(market !== undefined ? { marketPrice: market } : {}), ...change };
    }),
    purchaseLimit: draft.purchaseLimit.trim() === '' ? null : parseWhole(draft.purchaseLimit),
  };
}
