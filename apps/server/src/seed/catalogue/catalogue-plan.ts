import { DIMS, type Dim, type DimKey, type Tri } from './attributes.ts';
import { TAXONOMY, type Family, type Leaf, type Top } from './categories.ts';
import { SHOPS, type SeedShop } from './merchants.ts';

/**
 * The demo catalogue's shape, worked out once from the data files: the dotted category codes, which shops
 * sell each leaf, and the filter attributes of each family. Both the demo seed and the scale generator
 * read it, so they agree on what exists.
 */

export interface PlannedLeaf {
  code: string;
  leaf: Leaf;
  family: Family;
  top: Top;
  familyCode: string;
  /** The SKU dimensions of its goods. */
  dims: Dim[];
  /** Codes of the shops that sell it. */
  shops: string[];
}

export interface PlannedFamily {
  code: string;
  family: Family;
  top: Top;
  /** Every dimension any of its leaves uses: its filter attributes besides the brand. */
  dims: Dim[];
  /** The brands of the shops selling in it, by brand code. */
  brands: Map<string, Tri>;
}

/** A short lower-case slug for a brand, its attribute-value code. */
export function brandCode(brand: Tri): string {
  return brand[0].toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

function sells(shop: SeedShop, top: Top, family: Family, leaf?: Leaf): boolean {
  return shop.sells.includes(family.code) || (leaf !== undefined && shop.sells.includes(leaf.code)) || shop.sells.includes(top.code);
}

function dimsOf(keys: DimKey[]): Dim[] {
  return keys.map((k) => DIMS[k]);
}

function plan() {
  const leaves: PlannedLeaf[] = [];
  const families: PlannedFamily[] = [];
  for (const top of TAXONOMY) {
    for (const family of top.families) {
      const familyCode = `${top.code}.${family.code}`;
      const familyDims = new Map<string, Dim>();
      const brands = new Map<string, Tri>();
      for (const leaf of family.leaves) {
        const dims = dimsOf(leaf.dims ?? family.dims);
        for (const d of dims) familyDims.set(d.code, d);
        const shops = SHOPS.filter(({ shop }) => sells(shop, top, family, leaf)).map(({ shop }) => shop);
        for (const s of shops) brands.set(brandCode(s.brand), s.brand);
        leaves.push({ code: `${familyCode}.${leaf.code}`, leaf, family, top, familyCode, dims, shops: shops.map((s) => s.code) });
      }
      families.push({ code: familyCode, family, top, dims: [...familyDims.values()], brands });
    }
  }
  return { leaves, families };
}

const planned = plan();

export const PLANNED_LEAVES: PlannedLeaf[] = planned.leaves;
export const PLANNED_FAMILIES: PlannedFamily[] = planned.families;
