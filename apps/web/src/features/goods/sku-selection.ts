/**
 * Choosing a SKU by its spec dimensions (colour, size…): which values can still be picked, which SKU a full
 * choice means, and how many pieces may be bought of it. Pure, so the picker only draws what this decides.
 */

export interface SpecValue {
  id: number;
  name: string;
  swatch: string | null;
}

export interface Spec {
  attrId: number;
  name: string;
  values: readonly SpecValue[];
}

export interface SelectableSku {
  id: number;
  /** One value id per spec dimension, in the order of the specs. */
  specValueIds: readonly number[];
  price: number;
  marketPrice: number;
  stock: number;
  image: string;
  specName: string;
  isDefault: boolean;
}

/** The chosen value id of each dimension, in the order of the specs; null where none is chosen yet. */
export type Selection = readonly (number | null)[];

export type ValueState = 'selected' | 'available' | 'soldOut';

/** Whether a value kept outside the page (the login intent) is a selection of these specs: one value id or null per spec, each a value of its spec. */
export function isSelectionOf(specs: readonly Spec[], value: unknown): value is Selection {
  return (
    Array.isArray(value) &&
    value.length === specs.length &&
    value.every((v: unknown, i) => v === null || (typeof v === 'number' && specs[i]!.values.some((sv) => sv.id === v)))
  );
}

/** No dimension chosen. */
export function emptySelection(specs: readonly Spec[]): Selection {
  return specs.map(() => null);
}

/** Whether a SKU agrees with every chosen dimension, leaving out one dimension (`skip`) when given. */
function agrees(sku: SelectableSku, selection: Selection, skip = -1): boolean {
  return selection.every((valueId, i) => i === skip || valueId === null || sku.specValueIds[i] === valueId);
}

/** Whether every dimension has a value (always true for goods without dimensions). */
export function isComplete(selection: Selection): boolean {
  return selection.every((v) => v !== null);
}

/** The SKUs that agree with what is chosen so far. */
export function candidateSkus<T extends SelectableSku>(skus: readonly T[], selection: Selection): T[] {
  return skus.filter((sku) => sku.specValueIds.length >= selection.length && agrees(sku, selection));
}

/** The SKU a complete choice means; for goods without dimensions, their (default) SKU. Undefined otherwise. */
export function matchedSku<T extends SelectableSku>(skus: readonly T[], selection: Selection): T | undefined {
  if (!isComplete(selection)) return undefined;
  if (selection.length === 0) return skus.find((s) => s.isDefault) ?? skus[0];
  return candidateSkus(skus, selection)[0];
}

/**
 * Where a value stands given the other dimensions chosen: selected, available (some SKU with it and the other
 * choices is in stock), or sold out (none is, or no such combination exists).
 */
export function valueState(skus: readonly SelectableSku[], selection: Selection, specIndex: number, valueId: number): ValueState {
  if (selection[specIndex] === valueId) return 'selected';
  const inStock = skus.some((sku) => sku.stock > 0 && sku.specValueIds[specIndex] === valueId && agrees(sku, selection, specIndex));
  return inStock ? 'available' : 'soldOut';
}

/** The choice after tapping a value: a chosen value is unchosen, another replaces the dimension's choice. */
export function toggleValue(selection: Selection, specIndex: number, valueId: number): Selection {
  return selection.map((current, i) => (i !== specIndex ? current : current === valueId ? null : valueId));
}

/**
 * What the picker starts with: the given SKU (the goods' default) when it is in stock, else the first SKU in
 * stock, else nothing chosen, so that a sold-out SKU is never offered as the choice.
 */
export function initialSelection(specs: readonly Spec[], skus: readonly SelectableSku[], preferredSkuId: number | null): Selection {
  const preferred = skus.find((s) => s.id === preferredSkuId && s.stock > 0) ?? skus.find((s) => s.stock > 0);
  if (!preferred || preferred.specValueIds.length < specs.length) return emptySelection(specs);
  return specs.map((_, i) => preferred.specValueIds[i] ?? null);
}

/** The lowest and highest price among SKUs, or undefined for none. */
export function priceRange(skus: readonly SelectableSku[]): { min: number; max: number } | undefined {
  if (skus.length === 0) return undefined;
  const prices = skus.map((s) => s.price);
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

/** The stock shown while choosing: the matched SKU's, else the sum of the SKUs still possible. */
export function shownStock(skus: readonly SelectableSku[], selection: Selection): number {
  const sku = matchedSku(skus, selection);
  return sku ? sku.stock : candidateSkus(skus, selection).reduce((sum, s) => sum + s.stock, 0);
}

/** A quantity kept between 1 and the stock (1 when nothing is in stock), a whole number. */
export function clampQuantity(quantity: number, stock: number): number {
  const max = Math.max(1, Math.floor(stock));
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(max, Math.max(1, Math.floor(quantity)));
}

/** The names of the dimensions still to choose, in order. */
export function missingSpecNames(specs: readonly Spec[], selection: Selection): string[] {
  return specs.filter((_, i) => selection[i] === null || selection[i] === undefined).map((s) => s.name);
}

/** The chosen values' names ("Red", "XL"), in order. */
export function chosenValueNames(specs: readonly Spec[], selection: Selection): string[] {
  return specs.flatMap((spec, i) => {
    const value = spec.values.find((v) => v.id === selection[i]);
    return value ? [value.name] : [];
  });
}
