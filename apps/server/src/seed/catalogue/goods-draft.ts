import type { Lang, Localized } from '@mall/contract/platform/languages';
import type { goods, goodsDetail, GoodsSpec } from '../../modules/catalogue/catalogue.tables.ts';
import { artUrl } from '../../modules/catalogue/artwork.ts';
import type { Motif } from '../../modules/catalogue/artwork-motifs.ts';
import { documentLexemes, searchDocument } from '../../modules/catalogue/search-tokens.ts';
import { randomFor, type Random } from '../../platform/seeded-random.ts';
import { BRAND_ATTR, loc, type Tri } from './attributes.ts';
import { brandCode, type PlannedLeaf } from './catalogue-plan.ts';
import type { CatalogueRefs } from './catalogue-refs.ts';
import type { ReviewTone } from './review-texts.ts';
import { SHOPS, type SeedShop } from './merchants.ts';
import { TEMPLATE_BULKY, TEMPLATE_STANDARD } from './seed-shops.ts';

export interface SkuDraft {
  code: string;
  specValueIds: number[];
  specName: Localized;
  image: string;
  price: number;
  marketPrice: number;
  stock: number;
  salesCount: number;
  weightGrams: number;
  isDefault: boolean;
  sort: number;
}

/** A goods row, its detail and SKUs before they are stored; the demo seed adds review counters before inserting. */
export interface GoodsDraft {
  row: Omit<typeof goods.$inferInsert, 'id'>;
  detail: Omit<typeof goodsDetail.$inferInsert, 'goodsId'>;
  skus: SkuDraft[];
  motif: Motif;
  tone: ReviewTone;
}

const DAY = 86_400_000;
const MAX_SKUS = 12;
// Dimensions whose values shoppers type into the search box ("red dress", "spicy chips").
const SEARCHABLE_DIMS = new Set(['colour', 'flavour', 'storage']);
const BULKY = new Set(['furniture', 'kitchen-appliances', 'living-appliances', 'staples', 'pet-food', 'bedding']);
const SHOP_BY_CODE = new Map<string, SeedShop>(SHOPS.map(({ shop }) => [shop.code, shop]));
const LANGS: Lang[] = ['en', 'zh', 'ja'];
// The search lexemes of the texts every goods of a category or shop repeats (its category's and its shop's names),
// made once per text: splitting them again for every goods was about a fifth of what its search vector cost.
const REPEATED_LEXEMES = new Map<string, readonly string[]>();
function repeatedLexemes(text: string): readonly string[] {
  let lexemes = REPEATED_LEXEMES.get(text);
  if (!lexemes) REPEATED_LEXEMES.set(text, (lexemes = documentLexemes(text)));
  return lexemes;
}

/** A price as shops write them, in fen: ¥6.9, ¥38.9, ¥129, ¥1,299. */
export function nicePrice(yuan: number): number {
  if (yuan < 10) return Math.max(1, Math.round(yuan) * 100 - 10);
  if (yuan < 100) return Math.round(yuan) * 100 - 10;
  if (yuan < 1000) return (Math.floor(yuan / 10) * 10 + 9) * 100;
  return (Math.floor(yuan / 100) * 100 + 99) * 100;
}

const tri = (f: (lang: Lang, i: number) => string): Localized => ({ en: f('en', 0), zh: f('zh', 1), ja: f('ja', 2) });
const at = (t: Tri, lang: Lang) => t[LANGS.indexOf(lang)]!;

function pickSpecs(planned: PlannedLeaf, rng: Random) {
  const chosen = planned.dims.map((dim) => ({ dim, values: rng.sample(dim.values, rng.int(dim.pick[0], dim.pick[1])) }));
  // Keep the grid of SKUs small enough to pick from on a phone.
  const count = () => chosen.reduce((n, c) => n * c.values.length, 1);
  while (count() > MAX_SKUS) {
    const widest = chosen.reduce((a, b) => (b.values.length > a.values.length ? b : a));
    widest.values.pop();
  }
  return chosen;
}

function combinations<T>(lists: T[][]): T[][] {
  return lists.reduce<T[][]>((acc, list) => acc.flatMap((combo) => list.map((v) => [...combo, v])), [[]]);
}

/**
 * One goods of a leaf category and shop, with its SKUs, prices, stock, sales, pictures and search vector,
 * drawn from the stream named by its code: the same code always gives the same goods.
 */
export function draftGoods(refs: CatalogueRefs, planned: PlannedLeaf, shopCode: string, code: string, now: Date, takenTitles?: Set<string>): GoodsDraft {
  const rng = randomFor(`goods:${code}`);
  const { leaf, family, top } = planned;
  const shop = SHOP_BY_CODE.get(shopCode)!;
  const shopRef = refs.shops.get(shopCode)!;
  const seed = code.toLowerCase();
  const motif = leaf.motif;

  const drawn = rng.sample(top.words, 2) as [Tri, Tri];
  const model = top.tone === 'tech' ? ` ${rng.pick(['S', 'X', 'A', 'M', 'Z', 'Q'])}${rng.int(2, 20)}` : '';
  const titleOf = ([w1, w2]: [Tri, Tri]) =>
    tri((l) =>
      l === 'en' ? `${at(shop.brand, l)} ${at(w1, l)} ${at(w2, l)} ${at(leaf.noun, l)}${model}` : `${at(shop.brand, l)} ${at(w1, l)}${at(w2, l)}${at(leaf.noun, l)}${model}`,
    );
  // A title given before takes the first pair of the top category's words not yet used, without another draw, so
  // every other field of the goods stays as its stream gives it.
  const pairs: [Tri, Tri][] = [drawn, ...top.words.flatMap((a) => top.words.filter((b) => b !== a).map((b): [Tri, Tri] => [a, b]))];
  const title = takenTitles ? (pairs.map(titleOf).find((t) => !takenTitles.has(t.en)) ?? titleOf(drawn)) : titleOf(drawn);
  takenTitles?.add(title.en);
  // The leaf's own points where it has them, by the same draw (position for position).
  const points = rng.sample(top.points, 3).map((p) => leaf.points?.[top.points.indexOf(p)] ?? p);
  const subtitle = tri((l) => points.slice(0, 2).map((p) => at(p, l)).join(l === 'ja' ? '・' : ' · '));
  const takeaway = top.channel === 'takeaway';
  const description: Localized = {
    en: `${title.en}. ${points.map((p) => p[0]).join('. ')}. ${takeaway ? 'Delivered' : 'Sold and shipped'} by ${shop.name[0]}.`,
    zh: `${title.zh}。${points.map((p) => p[1]).join('，')}。由${shop.name[1]}${takeaway ? '配送' : '发货'}。`,
    ja: `${title.ja}。${points.map((p) => p[2]).join('、')}。${shop.name[2]}${takeaway ? 'がお届けします' : 'より発送します'}。`,
  };

  const specs = pickSpecs(planned, rng);
  const attrOf = (dimCode: string) => refs.attrs.get(`${planned.familyCode}:${dimCode}`)!;
  const goodsSpecs: GoodsSpec[] = specs.map(({ dim, values }) => {
    const attr = attrOf(dim.code);
    return {
      attrId: attr.id,
      name: attr.name,
      values: values.map((v) => ({ id: attr.values.get(v.code)!.id, name: loc(v.name), ...(v.swatch ? { swatch: v.swatch } : {}) })),
    };
  });

  const [lo, hi] = leaf.price;
  const base = lo + (hi - lo) * rng.next() ** 1.8;
  const markup = 1.1 + rng.next() * 0.45;
  const popularity = rng.next() ** 3;
  const salesTotal = Math.round(popularity * (takeaway ? 6000 : 20000)) + rng.int(0, 40);
  const image = artUrl('goods', motif, seed);

  const combos = combinations(specs.map((s) => s.values));
  const weights = combos.map(() => 0.2 + rng.next());
  const weightSum = weights.reduce((a, w) => a + w, 0);
  const skus: SkuDraft[] = combos.map((combo, i) => {
    const factor = combo.reduce((f, v) => f * (v.factor ?? 1), 1);
    const price = nicePrice(base * factor);
    const colour = combo.find((v) => v.swatch);
    return {
      code: `${code}-${i + 1}`,
      specValueIds: combo.map((v, d) => attrOf(specs[d]!.dim.code).values.get(v.code)!.id),
      specName: tri((l) => combo.map((v) => at(v.name, l)).join(' / ')),
      image: colour ? artUrl('goods', motif, seed, colour.swatch) : image,
      price,
      marketPrice: Math.max(price, nicePrice((price / 100) * markup)),
      stock: takeaway ? 999 : rng.chance(0.06) ? 0 : rng.int(5, 999),
      salesCount: Math.round((salesTotal * weights[i]!) / weightSum),
      weightGrams: takeaway ? 600 : rng.int(1, 30) * 100,
      isDefault: i === 0,
      sort: i * 10,
    };
  });
  const prices = skus.map((s) => s.price);
  const priceMin = Math.min(...prices);
  const priceMax = Math.max(...prices);

  const colourValues = specs.filter((s) => s.dim.code === 'colour').flatMap((s) => s.values.filter((v) => v.swatch));
  const images = [image, artUrl('goods', motif, `${seed}b`), ...colourValues.slice(1, 3).map((v) => artUrl('goods', motif, seed, v.swatch)), artUrl('goods', motif, `${seed}c`)];

  const keywords = [
    ...shop.brand,
    model.trim(),
    ...specs.filter((s) => SEARCHABLE_DIMS.has(s.dim.code)).flatMap((s) => s.values.flatMap((v) => v.name)),
  ]
    .filter(Boolean)
    .join(' ');
  const brandValue = refs.attrs.get(`${planned.familyCode}:${BRAND_ATTR.code}`)!.values.get(brandCode(shop.brand))!;
  const categoryNames = [leaf.name, family.name, top.name].flatMap((n) => n).join(' ');

  return {
    motif,
    tone: leaf.tone ?? top.tone,
    skus,
    detail: {
      subtitle,
      description,
      keywords,
      images,
      detailImages: [artUrl('goods', motif, `${seed}d`), artUrl('goods', motif, `${seed}e`)],
      specs: goodsSpecs,
    },
    row: {
      code,
      shopId: shopRef.id,
      categoryId: refs.categories.get(planned.code)!.id,
      category2Id: refs.categories.get(planned.familyCode)!.id,
      category1Id: refs.categories.get(top.code)!.id,
      kind: top.channel,
      drugClass: leaf.drug ?? null,
      title,
      image,
      priceMin,
      priceMax,
      // Struck through beside the lowest price, so it is the cheapest SKU's.
      marketPrice: skus.find((s) => s.price === priceMin)!.marketPrice,
      scorePrice: rng.chance(0.04) ? priceMin : null,
      salesCount: skus.reduce((n, s) => n + s.salesCount, 0),
      attrValueIds: [...new Set([brandValue.id, ...skus.flatMap((s) => s.specValueIds)])],
      deliveryTemplateId: takeaway ? null : (shopRef.templates.get(BULKY.has(family.code) ? TEMPLATE_BULKY[0] : TEMPLATE_STANDARD[0]) ?? null),
      recommendRank: rng.chance(0.05) ? rng.int(1, 1000) : null,
      searchVector: searchDocument([
        { text: `${title.en} ${title.zh} ${title.ja}`, weight: 'A' },
        { text: keywords, weight: 'B' },
        { lexemes: repeatedLexemes(categoryNames), weight: 'C' },
        { lexemes: repeatedLexemes(shop.name.join(' ')), weight: 'D' },
      ]),
      createdAt: new Date(now.getTime() - rng.int(1, 240) * DAY - rng.int(0, DAY)),
    },
  };
}
