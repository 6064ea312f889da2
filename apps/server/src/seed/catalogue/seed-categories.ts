import type { Tx } from '../../platform/database.ts';
import { category, categoryAttr, categoryAttrValue } from '../../modules/catalogue/catalogue.tables.ts';
import { artUrl } from '../../modules/catalogue/artwork.ts';
import { BRAND_ATTR, loc } from './attributes.ts';
import { TAXONOMY } from './categories.ts';
import { PLANNED_FAMILIES } from './catalogue-plan.ts';
import { insertRows, insertRowsReturning } from './bulk-insert.ts';

/** Stores the three-level category tree (one insert per level) and each family's filter attributes and values. */
export async function seedCategories(tx: Tx): Promise<void> {
  let n = 0;
  const art = (motif: Parameters<typeof artUrl>[1]) => {
    n += 1;
    return { icon: artUrl('category', motif, `c${n}`), image: artUrl('banner', motif, `c${n}`) };
  };

  const tops = await insertRowsReturning(
    tx,
    category,
    TAXONOMY.map((top, i) => ({ level: 1, code: top.code, name: loc(top.name), channel: top.channel, sort: (i + 1) * 10, ...art(top.motif) })),
    { id: category.id, code: category.code },
  );
  const topIds = new Map(tops.map((r) => [r.code, r.id]));

  const families = await insertRowsReturning(
    tx,
    category,
    TAXONOMY.flatMap((top) =>
      top.families.map((f, i) => ({
        parentId: topIds.get(top.code)!,
        level: 2,
        code: `${top.code}.${f.code}`,
        name: loc(f.name),
        channel: top.channel,
        sort: (i + 1) * 10,
        ...art(f.motif),
      })),
    ),
    { id: category.id, code: category.code },
  );
  const familyIds = new Map(families.map((r) => [r.code, r.id]));

  await insertRows(
    tx,
    category,
    TAXONOMY.flatMap((top) =>
      top.families.flatMap((f) =>
        f.leaves.map((leaf, i) => ({
          parentId: familyIds.get(`${top.code}.${f.code}`)!,
          level: 3,
          code: `${top.code}.${f.code}.${leaf.code}`,
          name: loc(leaf.name),
          channel: top.channel,
          sort: (i + 1) * 10,
          ...art(leaf.motif),
        })),
      ),
    ),
  );

  // Attributes hang on the families: the brand first, then the SKU dimensions.
  const attrs = await insertRowsReturning(
    tx,
    categoryAttr,
    PLANNED_FAMILIES.flatMap((f) => [
      { categoryId: familyIds.get(f.code)!, code: BRAND_ATTR.code, name: loc(BRAND_ATTR.name), kind: 'brand' as const, sort: 10 },
      ...f.dims.map((d, i) => ({ categoryId: familyIds.get(f.code)!, code: d.code, name: loc(d.name), kind: 'spec' as const, sort: (i + 2) * 10 })),
    ]),
    { id: categoryAttr.id, categoryId: categoryAttr.categoryId, code: categoryAttr.code },
  );
  const attrIds = new Map(attrs.map((a) => [`${a.categoryId}:${a.code}`, a.id]));

  await insertRows(
    tx,
    categoryAttrValue,
    PLANNED_FAMILIES.flatMap((f) => {
      const familyId = familyIds.get(f.code)!;
      const brandAttr = attrIds.get(`${familyId}:${BRAND_ATTR.code}`)!;
      return [
        ...[...f.brands].map(([code, name], i) => ({ attrId: brandAttr, code, name: loc(name), sort: (i + 1) * 10 })),
        ...f.dims.flatMap((d) =>
          d.values.map((v, i) => ({
            attrId: attrIds.get(`${familyId}:${d.code}`)!,
            code: v.code,
            name: loc(v.name),
            swatch: v.swatch ?? null,
            sort: (i + 1) * 10,
          })),
        ),
      ];
    }),
  );
}
