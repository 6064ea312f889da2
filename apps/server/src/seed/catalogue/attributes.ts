import type { Localized } from '@mall/contract/platform/languages';

/** Text in the three languages, written [en, zh, ja] to keep the data files one line per entry. */
export type Tri = readonly [string, string, string];

export function loc([en, zh, ja]: Tri): Localized {
  return { en, zh, ja };
}

export interface DimValue {
  code: string;
  name: Tri;
  swatch?: string;
  /** How this value moves the price (1.2 = 20 % dearer). */
  factor?: number;
}

/** An SKU dimension: a goods offers between `pick[0]` and `pick[1]` of its values. */
export interface Dim {
  code: string;
  name: Tri;
  values: DimValue[];
  pick: readonly [number, number];
}

const v = (code: string, name: Tri, factor?: number, swatch?: string): DimValue => ({
  code,
  name,
  ...(factor !== undefined ? { factor } : {}),
  ...(swatch ? { swatch } : {}),
});
const same = (code: string, factor?: number): DimValue => v(code, [code, code, code], factor);

const COLOURS: DimValue[] = [
  v('black', ['Black', '黑色', 'ブラック'], 1, '#222831'),
  v('white', ['White', '白色', 'ホワイト'], 1, '#f5f5f0'),
  v('grey', ['Grey', '灰色', 'グレー'], 1, '#9aa0a6'),
  v('navy', ['Navy', '藏青色', 'ネイビー'], 1, '#1f3a68'),
  v('blue', ['Sky blue', '天蓝色', 'スカイブルー'], 1, '#6fa8dc'),
  v('red', ['Red', '红色', 'レッド'], 1, '#d9453d'),
  v('pink', ['Pink', '粉色', 'ピンク'], 1, '#f4a7b9'),
  v('green', ['Olive green', '橄榄绿', 'オリーブ'], 1, '#7d8f4e'),
  v('beige', ['Beige', '米色', 'ベージュ'], 1, '#e3d5b8'),
  v('brown', ['Brown', '棕色', 'ブラウン'], 1, '#8b5e3c'),
];

/** Every SKU dimension the demo catalogue uses, by code. */
export const DIMS = {
  colour: { code: 'colour', name: ['Colour', '颜色', 'カラー'], values: COLOURS, pick: [2, 4] },
  size: {
    code: 'size',
    name: ['Size', '尺码', 'サイズ'],
    values: ['XS', 'S', 'M', 'L', 'XL', 'XXL'].map((s) => same(s)),
    pick: [3, 5],
  },
  shoeSize: {
    code: 'shoe_size',
    name: ['Shoe size', '鞋码', '靴のサイズ'],
    values: ['35', '36', '37', '38', '39', '40', '41', '42', '43', '44'].map((s) => v(s, [`EU ${s}`, `${s}码`, `${s}`])),
    pick: [4, 6],
  },
  kidsSize: {
    code: 'kids_size',
    name: ['Height', '身高', '身長'],
    values: ['90', '100', '110', '120', '130', '140'].map((s) => v(`${s}cm`, [`${s} cm`, `${s}cm`, `${s}cm`])),
    pick: [3, 5],
  },
  storage: {
    code: 'storage',
    name: ['Storage', '存储容量', 'ストレージ'],
    values: [same('128GB', 1), same('256GB', 1.18), same('512GB', 1.45), same('1TB', 1.8)],
    pick: [2, 3],
  },
  capacity: {
    code: 'capacity',
    name: ['Capacity', '容量', '容量'],
    values: [same('30ml', 1), same('50ml', 1.4), same('100ml', 2.2)],
    pick: [1, 3],
  },
  volume: {
    code: 'volume',
    name: ['Volume', '容量', '容量'],
    values: [
      v('350ml', ['350 ml', '350ml', '350ml'], 1),
      v('500ml', ['500 ml', '500ml', '500ml'], 1.3),
      v('1l', ['1 L', '1L', '1L'], 2.1),
      v('2l', ['2 L', '2L', '2L'], 3.4),
    ],
    pick: [1, 3],
  },
  weight: {
    code: 'weight',
    name: ['Weight', '重量', '内容量'],
    values: [
      v('250g', ['250 g', '250克', '250g'], 1),
      v('500g', ['500 g', '500克', '500g'], 1.8),
      v('1kg', ['1 kg', '1千克', '1kg'], 3.3),
      v('2kg', ['2 kg', '2千克', '2kg'], 6),
    ],
    pick: [2, 3],
  },
  pack: {
    code: 'pack',
    name: ['Pack', '规格', '入数'],
    values: [
      v('1', ['Single', '单件装', '1個'], 1),
      v('3', ['Pack of 3', '3件装', '3個セット'], 2.7),
      v('6', ['Pack of 6', '6件装', '6個セット'], 5),
      v('12', ['Pack of 12', '12件装', '12個セット'], 9.2),
    ],
    pick: [2, 3],
  },
  tablets: {
    code: 'tablets',
    name: ['Pack size', '规格', '内容量'],
    values: [
      v('12', ['12 tablets', '12片', '12錠'], 1),
      v('24', ['24 tablets', '24片', '24錠'], 1.8),
      v('48', ['48 tablets', '48片', '48錠'], 3.2),
    ],
    pick: [1, 3],
  },
  capsules: {
    code: 'capsules',
    name: ['Count', '粒数', '粒数'],
    values: [
      v('60', ['60 capsules', '60粒', '60粒'], 1),
      v('120', ['120 capsules', '120粒', '120粒'], 1.8),
      v('180', ['180 capsules', '180粒', '180粒'], 2.5),
    ],
    pick: [1, 3],
  },
  flavour: {
    code: 'flavour',
    name: ['Flavour', '口味', '味'],
    values: [
      v('original', ['Original', '原味', 'オリジナル']),
      v('spicy', ['Spicy', '香辣味', 'スパイシー']),
      v('bbq', ['Barbecue', '烧烤味', 'バーベキュー']),
      v('seaweed', ['Seaweed', '海苔味', 'のり塩']),
      v('honey', ['Honey butter', '蜂蜜黄油味', 'ハニーバター']),
    ],
    pick: [2, 4],
  },
  portion: {
    code: 'portion',
    name: ['Portion', '份量', 'サイズ'],
    values: [v('regular', ['Regular', '标准份', '並盛'], 1), v('large', ['Large', '大份', '大盛'], 1.3)],
    pick: [1, 2],
  },
  spice: {
    code: 'spice',
    name: ['Spice level', '辣度', '辛さ'],
    values: [v('mild', ['Mild', '微辣', '控えめ']), v('medium', ['Medium', '中辣', '普通']), v('hot', ['Hot', '特辣', '激辛'])],
    pick: [1, 3],
  },
  cupSize: {
    code: 'cup_size',
    name: ['Cup', '杯型', 'サイズ'],
    values: [v('m', ['Medium', '中杯', 'M'], 1), v('l', ['Large', '大杯', 'L'], 1.2)],
    pick: [1, 2],
  },
  sweetness: {
    code: 'sweetness',
    name: ['Sweetness', '甜度', '甘さ'],
    values: [v('full', ['Full sugar', '全糖', '甘め']), v('half', ['Half sugar', '半糖', '控えめ']), v('none', ['No sugar', '无糖', '無糖'])],
    pick: [2, 3],
  },
  edition: {
    code: 'edition',
    name: ['Edition', '版本', '版'],
    values: [v('paperback', ['Paperback', '平装', '並製本'], 1), v('hardcover', ['Hardcover', '精装', '上製本'], 1.6)],
    pick: [1, 2],
  },
  bedSize: {
    code: 'bed_size',
    name: ['Bed size', '床尺寸', 'ベッドサイズ'],
    values: [
      v('single', ['Single', '1.2米', 'シングル'], 1),
      v('double', ['Double', '1.5米', 'セミダブル'], 1.3),
      v('queen', ['Queen', '1.8米', 'ダブル'], 1.6),
      v('king', ['King', '2.0米', 'クイーン'], 1.9),
    ],
    pick: [2, 4],
  },
  age: {
    code: 'age',
    name: ['Age', '适用年龄', '対象年齢'],
    values: [v('3', ['3+ years', '3岁以上', '3歳以上']), v('6', ['6+ years', '6岁以上', '6歳以上']), v('8', ['8+ years', '8岁以上', '8歳以上'])],
    pick: [1, 1],
  },
  diaperSize: {
    code: 'diaper_size',
    name: ['Size', '尺码', 'サイズ'],
    values: ['NB', 'S', 'M', 'L', 'XL'].map((s) => same(s)),
    pick: [3, 5],
  },
  power: {
    code: 'power',
    name: ['Model', '型号', 'モデル'],
    values: [v('standard', ['Standard', '标准版', 'スタンダード'], 1), v('pro', ['Pro', '专业版', 'プロ'], 1.35), v('max', ['Max', '旗舰版', 'マックス'], 1.7)],
    pick: [2, 3],
  },
} satisfies Record<string, Dim>;

export type DimKey = keyof typeof DIMS;

/** The attribute every family has besides its dimensions: the brand, whose values are the shops' brands. */
export const BRAND_ATTR = { code: 'brand', name: ['Brand', '品牌', 'ブランド'] as Tri };
