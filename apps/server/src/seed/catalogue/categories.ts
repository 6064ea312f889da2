import type { ShopKind } from '@mall/contract/catalogue/catalogue-kinds';
import type { ReviewTone } from './review-texts.ts';
import type { Motif } from '../../modules/catalogue/artwork-motifs.ts';
import type { DimKey, Tri } from './attributes.ts';

/** A leaf (level 3): what its goods are called in titles, how they are drawn, and their price range in yuan. */
export interface Leaf {
  code: string;
  name: Tri;
  noun: Tri;
  motif: Motif;
  price: readonly [number, number];
  /** Overrides the family's dimensions. */
  dims?: DimKey[];
  drug?: 'otc';
  /**
   * Selling points of its own where the top category's do not fit (no "crisp sound" on a phone case): as many as
   * the top's, taken by the same draw (position for position), so the seeded catalogue is otherwise unchanged.
   */
  points?: Tri[];
  /** What its reviewers talk about, where the top category's tone does not fit. */
  tone?: ReviewTone;
}

/** A family (level 2): its SKU dimensions and leaves. */
export interface Family {
  code: string;
  name: Tri;
  motif: Motif;
  dims: DimKey[];
  leaves: Leaf[];
}

/** A top category (level 1) with the words its titles, descriptions and reviews are made of. */
export interface Top {
  code: string;
  name: Tri;
  motif: Motif;
  channel: ShopKind;
  /** Title words ("Pro", "Slim"). */
  words: Tri[];
  /** Selling points, used in subtitles and descriptions. */
  points: Tri[];
  /** What reviewers of this kind of goods praise or criticise. */
  tone: 'tech' | 'wear' | 'food' | 'meal' | 'care' | 'home' | 'play';
  families: Family[];
}

const leaf = (
  code: string,
  name: Tri,
  noun: Tri,
  motif: Motif,
  price: readonly [number, number],
  extra: Partial<Pick<Leaf, 'dims' | 'drug' | 'points' | 'tone'>> = {},
): Leaf => ({ code, name, noun, motif, price, ...extra });

// Selling points of leaves whose top category's points do not fit them, position for position (goods-draft.ts draws
// positions from the top category's list): no cold chain for rice, no soles on a handbag.
const CAMERA_POINTS: Tri[] = [['Long battery life', '超长续航', '長時間バッテリー'], ['Fast autofocus', '对焦迅速', '高速オートフォーカス'], ['One-year warranty', '一年质保', '1年保証'], ['Sharp 4K video', '4K高清录像', '鮮明な4K動画'], ['Light and slim', '轻薄便携', '軽量・薄型']];
const WEARABLE_POINTS: Tri[] = [['Long battery life', '超长续航', '長時間バッテリー'], ['Fast charging', '快速充电', '急速充電'], ['One-year warranty', '一年质保', '1年保証'], ['Accurate heart-rate tracking', '心率监测精准', '正確な心拍計測'], ['Light and slim', '轻薄便携', '軽量・薄型']];
const CONTROLLER_POINTS: Tri[] = [['Long battery life', '超长续航', '長時間バッテリー'], ['Fast charging', '快速充电', '急速充電'], ['One-year warranty', '一年质保', '1年保証'], ['Low-latency connection', '低延迟连接', '低遅延接続'], ['Comfortable grip', '握感舒适', '握りやすい']];
const LAMP_POINTS: Tri[] = [['Flicker-free light', '无频闪', 'ちらつきのない光'], ['Plug and play', '即插即用', 'プラグアンドプレイ'], ['Eye-care light', '护眼光源', '目に優しい光'], ['Two-year warranty', '两年质保', '2年保証'], ['Adjustable arm', '灯臂可调', '角度調整アーム']];
const PAPER_POINTS: Tri[] = [['Smooth paper', '纸张顺滑', 'なめらかな紙'], ['Lies flat when open', '可平摊书写', '平らに開く'], ['No ink bleed-through', '不洇墨', '裏抜けしにくい'], ['Sturdy cover', '封面结实', '丈夫な表紙'], ['Fits in any bag', '便携好收纳', 'どんなバッグにも']];
const PEN_POINTS: Tri[] = [['Smooth writing', '书写顺滑', 'なめらかな書き心地'], ['Quick-drying ink', '速干墨水', '速乾インク'], ['Comfortable grip', '握感舒适', '握りやすい'], ['Refillable', '可替换笔芯', '替え芯対応'], ['Metal barrel', '金属笔身', '金属軸']];
const DRY_FOOD_POINTS: Tri[] = [['Shipped within 24 hours', '24小时内发货', '24時間以内に発送'], ['Sealed for freshness', '密封保鲜', '鮮度を保つ密封包装'], ['No additives', '无添加', '無添加'], ['Direct from the producer', '厂家直供', 'メーカー直送'], ['Tasty and healthy', '美味健康', 'おいしくてヘルシー']];
const TEXTILE_POINTS: Tri[] = [['Machine washable', '可机洗', '洗濯機で洗える'], ['Eco-friendly materials', '环保材料', '環境に優しい素材'], ['Soft to the touch', '亲肤柔软', '肌ざわりが柔らか'], ['Does not pill', '不起球', '毛玉になりにくい'], ['Free delivery to your door', '免费送货上门', '玄関まで無料配送']];
const KITCHEN_POINTS: Tri[] = [['Dishwasher safe', '可用洗碗机', '食洗機対応'], ['Eco-friendly materials', '环保材料', '環境に優しい素材'], ['Food-safe materials', '食品级材质', '食品に使える安全な素材'], ['Sturdy and stable', '稳固耐用', '丈夫で安定'], ['Free delivery to your door', '免费送货上门', '玄関まで無料配送']];
const PLANT_POINTS: Tri[] = [['Easy to care for', '好养护', '育てやすい'], ['Eco-friendly materials', '环保材料', '環境に優しい素材'], ['Fits small flats', '小户型适用', '一人暮らしにも'], ['Safe arrival guaranteed', '坏损包赔', '破損時は交換保証'], ['Free delivery to your door', '免费送货上门', '玄関まで無料配送']];
const FORMULA_POINTS: Tri[] = [['Safe for babies', '婴儿安全', '赤ちゃんに安心'], ['Dissolves easily', '易冲调', '溶けやすい'], ['Sealed can', '密封罐装', '密封缶'], ['Certified ingredients', '原料认证', '認証原料'], ['Trusted by parents', '宝妈好评', 'ママに人気']];
const KIDSWEAR_POINTS: Tri[] = [['Gentle on skin', '亲肤柔软', '肌にやさしい'], ['Room to grow', '宽松舒适', 'ゆとりのあるサイズ'], ['Easy to clean', '易清洗', '洗いやすい'], ['Certified materials', '认证材料', '認証素材'], ['Trusted by parents', '宝妈好评', 'ママに人気']];
const PET_GEAR_POINTS: Tri[] = [['Chew-resistant', '耐咬', '噛んでも丈夫'], ['Pets love it', '毛孩子超爱', 'ペットが大喜び'], ['Easy to clean', '易清理', 'お手入れ簡単'], ['Safe materials', '安全材质', '安全な素材'], ['Machine washable', '可机洗', '洗濯機で洗える']];
const BAG_POINTS: Tri[] = [['Water-resistant', '防泼水', '撥水加工'], ['Roomy inside', '大容量', '大容量'], ['Durable stitching', '走线精细耐用', '丈夫な縫製'], ['Free returns within 7 days', '七天无理由退换', '7日間返品無料'], ['Goes with everything', '百搭', 'どんな服にも合う']];
const GEAR_POINTS: Tri[] = [['Non-slip grip', '防滑握把', '滑りにくいグリップ'], ['Easy to store', '收纳方便', '収納しやすい'], ['Built to last', '经久耐用', '耐久性抜群'], ['Easy to carry', '携带方便', '持ち運びやすい'], ['Used by coaches', '教练推荐', 'コーチ推薦']];
const CHILLED_TAKEAWAY_POINTS: Tri[] = [['Made to order', '现点现做', '注文後に調理'], ['Chilled on the way', '冷藏配送', '保冷してお届け'], ['Generous portion', '分量足', 'ボリューム満点'], ['Fresh ingredients daily', '每日新鲜食材', '毎日新鮮な食材'], ['Sealed packaging', '密封包装', '密封パッケージ']];

/** The demo category tree: 16 top categories, three levels, names in en/zh/ja. */
export const TAXONOMY: Top[] = [
  {
    code: 'digital',
    name: ['Phones & Digital', '手机数码', 'スマホ・デジタル'],
    motif: 'phone',
    channel: 'mall',
    tone: 'tech',
    words: [['Pro', 'Pro', 'プロ'], ['Lite', '轻享版', 'ライト'], ['Ultra', '超能版', 'ウルトラ'], ['Wireless', '无线', 'ワイヤレス'], ['Smart', '智能', 'スマート'], ['2025 Edition', '2025新款', '2025年モデル']],
    points: [['Long battery life', '超长续航', '長時間バッテリー'], ['Fast charging', '快速充电', '急速充電'], ['One-year warranty', '一年质保', '1年保証'], ['Crisp sound', '音质清晰', 'クリアな音質'], ['Light and slim', '轻薄便携', '軽量・薄型']],
    families: [
      {
        code: 'phones',
        name: ['Mobile Phones', '手机通讯', '携帯電話'],
        motif: 'phone',
        dims: ['colour', 'storage'],
        leaves: [
          leaf('smartphones', ['Smartphones', '智能手机', 'スマートフォン'], ['Smartphone', '智能手机', 'スマートフォン'], 'phone', [999, 6999]),
          leaf('phone-cases', ['Phone Cases', '手机壳', 'スマホケース'], ['Phone Case', '手机壳', 'スマホケース'], 'phone', [19, 129], {
            dims: ['colour'],
            points: [['Drop protection', '防摔保护', '耐衝撃'], ['Precise cut-outs', '精准开孔', '精密なカット'], ['One-year warranty', '一年质保', '1年保証'], ['Resists yellowing', '久用不发黄', '黄ばみにくい'], ['Light and slim', '轻薄便携', '軽量・薄型']],
            tone: 'accessory',
          }),
          leaf('chargers', ['Chargers & Cables', '充电器数据线', '充電器・ケーブル'], ['Fast Charger', '快充充电器', '急速充電器'], 'plug', [39, 199], {
            dims: ['colour', 'power'],
            points: [['Overheat protection', '过热保护', '過熱保護'], ['Fast charging', '快速充电', '急速充電'], ['One-year warranty', '一年质保', '1年保証'], ['Braided cable', '编织线材', '編み込みケーブル'], ['Compact', '小巧便携', 'コンパクト']],
          }),
        ],
      },
      {
        code: 'audio',
        name: ['Audio', '影音娱乐', 'オーディオ'],
        motif: 'headphones',
        dims: ['colour'],
        leaves: [
          leaf('headphones', ['Headphones', '头戴耳机', 'ヘッドホン'], ['Headphones', '头戴式耳机', 'ヘッドホン'], 'headphones', [199, 2499]),
          leaf('earbuds', ['Earbuds', '真无线耳机', 'ワイヤレスイヤホン'], ['Earbuds', '蓝牙耳机', 'イヤホン'], 'headphones', [99, 1499]),
          leaf('speakers', ['Speakers', '蓝牙音箱', 'スピーカー'], ['Bluetooth Speaker', '蓝牙音箱', 'Bluetoothスピーカー'], 'speaker', [129, 1999]),
        ],
      },
      {
        code: 'wearables',
        name: ['Wearables', '智能穿戴', 'ウェアラブル'],
        motif: 'watch',
        dims: ['colour'],
        leaves: [
          leaf('smartwatches', ['Smartwatches', '智能手表', 'スマートウォッチ'], ['Smartwatch', '智能手表', 'スマートウォッチ'], 'watch', [399, 3299], { points: WEARABLE_POINTS, tone: 'wearable' }),
          leaf('fitness-bands', ['Fitness Bands', '运动手环', 'フィットネスバンド'], ['Fitness Band', '运动手环', 'フィットネスバンド'], 'watch', [129, 499], { points: WEARABLE_POINTS, tone: 'wearable' }),
        ],
      },
      {
        code: 'cameras',
        name: ['Cameras', '摄影摄像', 'カメラ'],
        motif: 'camera',
        dims: ['colour', 'power'],
        leaves: [
          leaf('digital-cameras', ['Digital Cameras', '数码相机', 'デジタルカメラ'], ['Digital Camera', '数码相机', 'デジタルカメラ'], 'camera', [1999, 12999], { points: CAMERA_POINTS, tone: 'camera' }),
          leaf('action-cameras', ['Action Cameras', '运动相机', 'アクションカメラ'], ['Action Camera', '运动相机', 'アクションカメラ'], 'camera', [899, 3499], { points: CAMERA_POINTS, tone: 'camera' }),
          leaf('game-controllers', ['Game Controllers', '游戏手柄', 'ゲームコントローラー'], ['Game Controller', '游戏手柄', 'コントローラー'], 'gamepad', [149, 599], { dims: ['colour'], points: CONTROLLER_POINTS }),
        ],
      },
    ],
  },
  {
    code: 'computers',
    name: ['Computers & Office', '电脑办公', 'パソコン・オフィス'],
    motif: 'laptop',
    channel: 'mall',
    tone: 'tech',
    words: [['Pro', '专业版', 'プロ'], ['Air', '轻薄', 'エア'], ['Business', '商务', 'ビジネス'], ['Ergonomic', '人体工学', 'エルゴノミクス'], ['Silent', '静音', '静音'], ['Compact', '小巧', 'コンパクト']],
    points: [['Quiet and efficient', '安静高效', '静かで快適'], ['Plug and play', '即插即用', 'プラグアンドプレイ'], ['Eye-care display', '护眼屏幕', '目に優しい画面'], ['Two-year warranty', '两年质保', '2年保証'], ['Sturdy aluminium body', '坚固铝合金机身', '頑丈なアルミボディ']],
    families: [
      {
        code: 'laptops',
        name: ['Laptops & Tablets', '笔记本平板', 'ノートPC・タブレット'],
        motif: 'laptop',
        dims: ['colour', 'storage'],
        leaves: [
          leaf('laptops', ['Laptops', '笔记本电脑', 'ノートパソコン'], ['Laptop', '笔记本电脑', 'ノートパソコン'], 'laptop', [3499, 14999]),
          leaf('tablets', ['Tablets', '平板电脑', 'タブレット'], ['Tablet', '平板电脑', 'タブレット'], 'tablet', [1299, 6999]),
        ],
      },
      {
        code: 'peripherals',
        name: ['Peripherals', '电脑外设', 'PC周辺機器'],
        motif: 'keyboard',
        dims: ['colour'],
        leaves: [
          leaf('keyboards', ['Keyboards', '键盘', 'キーボード'], ['Mechanical Keyboard', '机械键盘', 'メカニカルキーボード'], 'keyboard', [149, 899]),
          leaf('mice', ['Mice', '鼠标', 'マウス'], ['Wireless Mouse', '无线鼠标', 'ワイヤレスマウス'], 'mouse', [59, 499]),
          leaf('monitors', ['Monitors', '显示器', 'モニター'], ['Monitor', '显示器', 'モニター'], 'monitor', [799, 4999], { dims: ['power'] }),
        ],
      },
      {
        code: 'office',
        name: ['Office Supplies', '办公用品', 'オフィス用品'],
        motif: 'pen',
        dims: ['colour', 'pack'],
        leaves: [
          leaf('pens', ['Pens', '签字笔', 'ペン'], ['Gel Pen', '中性笔', 'ゲルペン'], 'pen', [9, 69], { points: PEN_POINTS, tone: 'stationery' }),
          leaf('notebooks', ['Notebooks', '笔记本', 'ノート'], ['Notebook', '笔记本', 'ノート'], 'book', [9, 59], { points: PAPER_POINTS, tone: 'stationery' }),
          leaf('desk-lamps', ['Desk Lamps', '台灯', 'デスクライト'], ['LED Desk Lamp', 'LED护眼台灯', 'LEDデスクライト'], 'lamp', [99, 499], { dims: ['colour'], points: LAMP_POINTS, tone: 'home' }),
        ],
      },
    ],
  },
  {
    code: 'appliances',
    name: ['Home Appliances', '家用电器', '家電'],
    motif: 'kettle',
    channel: 'mall',
    tone: 'tech',
    words: [['Smart', '智能', 'スマート'], ['Mini', '迷你', 'ミニ'], ['Quiet', '静音', '静音'], ['Energy-saving', '节能', '省エネ'], ['Family size', '家用大容量', 'ファミリーサイズ'], ['Classic', '经典款', 'クラシック']],
    points: [['Energy class A', '一级能效', '省エネ基準達成'], ['Easy to clean', '易清洗', 'お手入れ簡単'], ['Safety lock', '安全童锁', 'チャイルドロック'], ['Nationwide service', '全国联保', '全国保証'], ['Fast heating', '快速加热', 'すばやく加熱']],
    families: [
      {
        code: 'kitchen-appliances',
        name: ['Kitchen Appliances', '厨房电器', 'キッチン家電'],
        motif: 'ricecooker',
        dims: ['colour', 'power'],
        leaves: [
          leaf('rice-cookers', ['Rice Cookers', '电饭煲', '炊飯器'], ['Rice Cooker', '电饭煲', '炊飯器'], 'ricecooker', [199, 1299]),
          leaf('kettles', ['Electric Kettles', '电热水壶', '電気ケトル'], ['Electric Kettle', '电热水壶', '電気ケトル'], 'kettle', [79, 399]),
          leaf('blenders', ['Blenders', '破壁机', 'ミキサー'], ['Blender', '破壁料理机', 'ミキサー'], 'blender', [199, 1599]),
        ],
      },
      {
        code: 'living-appliances',
        name: ['Living Appliances', '生活电器', '生活家電'],
        motif: 'fan',
        dims: ['colour', 'power'],
        leaves: [
          leaf('fans', ['Fans', '电风扇', '扇風機'], ['Electric Fan', '电风扇', '扇風機'], 'fan', [129, 699]),
          leaf('air-purifiers', ['Air Purifiers', '空气净化器', '空気清浄機'], ['Air Purifier', '空气净化器', '空気清浄機'], 'purifier', [599, 3999]),
          leaf('vacuums', ['Vacuum Cleaners', '吸尘器', '掃除機'], ['Cordless Vacuum', '无线吸尘器', 'コードレス掃除機'], 'vacuum', [499, 3999]),
        ],
      },
      {
        code: 'personal-care-appliances',
        name: ['Personal Care Appliances', '个护电器', '美容家電'],
        motif: 'hairdryer',
        dims: ['colour'],
        leaves: [
          leaf('hair-dryers', ['Hair Dryers', '吹风机', 'ドライヤー'], ['Hair Dryer', '负离子吹风机', 'ドライヤー'], 'hairdryer', [99, 2999]),
          leaf('toothbrushes', ['Electric Toothbrushes', '电动牙刷', '電動歯ブラシ'], ['Electric Toothbrush', '电动牙刷', '電動歯ブラシ'], 'toothbrush', [99, 899]),
        ],
      },
    ],
  },
  {
    code: 'women',
    name: ["Women's Clothing", '女装', 'レディースファッション'],
    motif: 'dress',
    channel: 'mall',
    tone: 'wear',
    words: [['Loose-fit', '宽松', 'ゆったり'], ['Vintage', '复古', 'ヴィンテージ'], ['French-style', '法式', 'フレンチ'], ['Cotton', '纯棉', 'コットン'], ['Elegant', '气质', 'エレガント'], ['Casual', '休闲', 'カジュアル']],
    points: [['Soft and breathable', '柔软透气', '柔らかく通気性抜群'], ['Flattering cut', '显瘦版型', 'すっきり見えるシルエット'], ['Machine washable', '可机洗', '洗濯機で洗える'], ['Free returns within 7 days', '七天无理由退换', '7日間返品無料'], ['Does not fade', '不易褪色', '色落ちしにくい']],
    families: [
      {
        code: 'women-tops',
        name: ['Tops', '上装', 'トップス'],
        motif: 'tshirt',
        dims: ['colour', 'size'],
        leaves: [
          leaf('women-tshirts', ['T-Shirts', 'T恤', 'Tシャツ'], ['T-Shirt', 'T恤', 'Tシャツ'], 'tshirt', [49, 199]),
          leaf('blouses', ['Blouses', '衬衫', 'ブラウス'], ['Blouse', '衬衫', 'ブラウス'], 'shirt', [89, 399]),
          leaf('knitwear', ['Knitwear', '针织衫', 'ニット'], ['Knit Sweater', '针织毛衣', 'ニットセーター'], 'sweater', [129, 599]),
        ],
      },
      {
        code: 'dresses-skirts',
        name: ['Dresses & Skirts', '裙装', 'ワンピース・スカート'],
        motif: 'dress',
        dims: ['colour', 'size'],
        leaves: [
          leaf('dresses', ['Dresses', '连衣裙', 'ワンピース'], ['Dress', '连衣裙', 'ワンピース'], 'dress', [129, 799]),
          leaf('skirts', ['Skirts', '半身裙', 'スカート'], ['Pleated Skirt', '百褶半身裙', 'プリーツスカート'], 'skirt', [89, 399]),
        ],
      },
      {
        code: 'women-outerwear',
        name: ['Outerwear', '外套', 'アウター'],
        motif: 'coat',
        dims: ['colour', 'size'],
        leaves: [
          leaf('women-coats', ['Coats', '大衣', 'コート'], ['Wool Coat', '羊毛大衣', 'ウールコート'], 'coat', [399, 1999]),
          leaf('women-jackets', ['Jackets', '夹克', 'ジャケット'], ['Cropped Jacket', '短款夹克', 'ショートジャケット'], 'coat', [199, 899]),
        ],
      },
    ],
  },
  {
    code: 'men',
    name: ["Men's Clothing", '男装', 'メンズファッション'],
    motif: 'shirt',
    channel: 'mall',
    tone: 'wear',
    words: [['Slim-fit', '修身', 'スリム'], ['Classic', '经典', 'クラシック'], ['Oversized', '宽松', 'オーバーサイズ'], ['Stretch', '弹力', 'ストレッチ'], ['Outdoor', '户外', 'アウトドア'], ['Essential', '基础款', 'ベーシック']],
    points: [['Wrinkle-resistant', '免烫抗皱', 'シワになりにくい'], ['Pure cotton', '100%纯棉', '綿100%'], ['True to size', '尺码标准', 'サイズ感ぴったり'], ['Free returns within 7 days', '七天无理由退换', '7日間返品無料'], ['Warm without bulk', '轻暖不臃肿', '軽くて暖かい']],
    families: [
      {
        code: 'men-tops',
        name: ['Tops', '上装', 'トップス'],
        motif: 'shirt',
        dims: ['colour', 'size'],
        leaves: [
          leaf('men-shirts', ['Shirts', '衬衫', 'シャツ'], ['Oxford Shirt', '牛津纺衬衫', 'オックスフォードシャツ'], 'shirt', [99, 459]),
          leaf('men-tshirts', ['T-Shirts', 'T恤', 'Tシャツ'], ['Crew-neck T-Shirt', '圆领T恤', 'クルーネックTシャツ'], 'tshirt', [39, 199]),
          leaf('hoodies', ['Hoodies', '卫衣', 'パーカー'], ['Hoodie', '连帽卫衣', 'パーカー'], 'hoodie', [129, 499]),
        ],
      },
      {
        code: 'men-bottoms',
        name: ['Trousers', '裤装', 'パンツ'],
        motif: 'trousers',
        dims: ['colour', 'size'],
        leaves: [
          leaf('jeans', ['Jeans', '牛仔裤', 'ジーンズ'], ['Jeans', '牛仔裤', 'ジーンズ'], 'trousers', [129, 599]),
          leaf('chinos', ['Chinos', '休闲裤', 'チノパン'], ['Chinos', '休闲长裤', 'チノパン'], 'trousers', [99, 399]),
          leaf('shorts', ['Shorts', '短裤', 'ショートパンツ'], ['Shorts', '休闲短裤', 'ショートパンツ'], 'shorts', [59, 229]),
        ],
      },
      {
        code: 'men-outerwear',
        name: ['Outerwear', '外套', 'アウター'],
        motif: 'coat',
        dims: ['colour', 'size'],
        leaves: [
          leaf('down-jackets', ['Down Jackets', '羽绒服', 'ダウンジャケット'], ['Down Jacket', '羽绒服', 'ダウンジャケット'], 'coat', [399, 1999]),
          leaf('men-jackets', ['Jackets', '夹克', 'ジャケット'], ['Bomber Jacket', '飞行员夹克', 'ボンバージャケット'], 'coat', [199, 899]),
        ],
      },
    ],
  },
  {
    code: 'shoes-bags',
    name: ['Shoes & Bags', '鞋靴箱包', 'シューズ・バッグ'],
    motif: 'sneaker',
    channel: 'mall',
    tone: 'wear',
    words: [['Lightweight', '轻便', '軽量'], ['Cushioned', '缓震', 'クッション性'], ['Leather', '真皮', 'レザー'], ['Minimalist', '简约', 'ミニマル'], ['Waterproof', '防水', '防水'], ['Retro', '复古', 'レトロ']],
    points: [['Anti-slip sole', '防滑大底', '滑りにくいソール'], ['Roomy inside', '大容量', '大容量'], ['Durable stitching', '走线精细耐用', '丈夫な縫製'], ['Free returns within 7 days', '七天无理由退换', '7日間返品無料'], ['Goes with everything', '百搭', 'どんな服にも合う']],
    families: [
      {
        code: 'sneakers',
        name: ['Sneakers', '运动鞋', 'スニーカー'],
        motif: 'sneaker',
        dims: ['colour', 'shoeSize'],
        leaves: [
          leaf('running-shoes', ['Running Shoes', '跑步鞋', 'ランニングシューズ'], ['Running Shoes', '跑步鞋', 'ランニングシューズ'], 'sneaker', [199, 1299]),
          leaf('canvas-shoes', ['Canvas Shoes', '帆布鞋', 'キャンバスシューズ'], ['Canvas Shoes', '帆布鞋', 'キャンバスシューズ'], 'sneaker', [79, 399]),
        ],
      },
      {
        code: 'leather-shoes',
        name: ['Boots & Leather Shoes', '皮鞋靴子', 'ブーツ・革靴'],
        motif: 'boot',
        dims: ['colour', 'shoeSize'],
        leaves: [
          leaf('boots', ['Boots', '靴子', 'ブーツ'], ['Chelsea Boots', '切尔西靴', 'チェルシーブーツ'], 'boot', [299, 1499]),
          leaf('loafers', ['Loafers', '乐福鞋', 'ローファー'], ['Loafers', '乐福鞋', 'ローファー'], 'loafer', [199, 999]),
        ],
      },
      {
        code: 'bags',
        name: ['Bags & Luggage', '箱包', 'バッグ・スーツケース'],
        motif: 'handbag',
        dims: ['colour'],
        leaves: [
          leaf('backpacks', ['Backpacks', '双肩包', 'リュック'], ['Backpack', '双肩背包', 'リュックサック'], 'backpack', [99, 699], { points: BAG_POINTS, tone: 'bag' }),
          leaf('handbags', ['Handbags', '手提包', 'ハンドバッグ'], ['Tote Bag', '托特包', 'トートバッグ'], 'handbag', [149, 1999], { points: BAG_POINTS, tone: 'bag' }),
          leaf('suitcases', ['Suitcases', '拉杆箱', 'スーツケース'], ['Suitcase', '拉杆箱', 'スーツケース'], 'suitcase', [299, 1999], { points: BAG_POINTS, tone: 'bag' }),
        ],
      },
    ],
  },
  {
    code: 'beauty',
    name: ['Beauty & Personal Care', '美妆个护', 'コスメ・美容'],
    motif: 'lipstick',
    channel: 'mall',
    tone: 'care',
    words: [['Hydrating', '补水保湿', '保湿'], ['Gentle', '温和', 'やさしい'], ['Brightening', '亮肤', 'ブライトニング'], ['Long-lasting', '持久', '長持ち'], ['Travel size', '旅行装', 'トラベルサイズ'], ['Limited edition', '限定版', '限定版']],
    points: [['For sensitive skin', '敏感肌可用', '敏感肌にも'], ['No added fragrance', '无添加香精', '無香料'], ['Dermatologist tested', '皮肤科测试', '皮膚科医テスト済み'], ['Authentic guaranteed', '正品保证', '正規品保証'], ['Light texture', '质地轻薄', '軽いテクスチャー']],
    families: [
      {
        code: 'skincare',
        name: ['Skincare', '护肤', 'スキンケア'],
        motif: 'jar',
        dims: ['capacity'],
        leaves: [
          leaf('face-creams', ['Face Creams', '面霜', 'フェイスクリーム'], ['Face Cream', '保湿面霜', 'フェイスクリーム'], 'jar', [89, 899]),
          leaf('serums', ['Serums', '精华', '美容液'], ['Serum', '精华液', '美容液'], 'dropper', [129, 1299]),
          leaf('sunscreens', ['Sunscreens', '防晒', '日焼け止め'], ['Sunscreen SPF50', '防晒霜SPF50', '日焼け止めSPF50'], 'tube', [69, 299]),
        ],
      },
      {
        code: 'makeup',
        name: ['Makeup', '彩妆', 'メイクアップ'],
        motif: 'lipstick',
        dims: ['colour'],
        leaves: [
          leaf('lipsticks', ['Lipsticks', '口红', '口紅'], ['Lipstick', '口红', 'リップスティック'], 'lipstick', [79, 399]),
          leaf('foundations', ['Foundations', '粉底', 'ファンデーション'], ['Liquid Foundation', '粉底液', 'リキッドファンデーション'], 'dropper', [99, 599]),
          leaf('eyeshadows', ['Eyeshadows', '眼影', 'アイシャドウ'], ['Eyeshadow Palette', '眼影盘', 'アイシャドウパレット'], 'compact', [89, 499]),
        ],
      },
      {
        code: 'fragrance-hair',
        name: ['Fragrance & Hair', '香水洗护', 'フレグランス・ヘアケア'],
        motif: 'perfume',
        dims: ['volume'],
        leaves: [
          leaf('perfumes', ['Perfumes', '香水', '香水'], ['Eau de Parfum', '淡香精', 'オードパルファム'], 'perfume', [199, 1499], { dims: ['capacity'] }),
          leaf('shampoos', ['Shampoos', '洗发水', 'シャンプー'], ['Shampoo', '洗发水', 'シャンプー'], 'pumpbottle', [39, 199]),
          leaf('body-wash', ['Body Wash', '沐浴露', 'ボディソープ'], ['Body Wash', '沐浴露', 'ボディソープ'], 'pumpbottle', [29, 149]),
        ],
      },
    ],
  },
  {
    code: 'groceries',
    name: ['Food & Groceries', '食品生鲜', '食品・グルメ'],
    motif: 'apple',
    channel: 'mall',
    tone: 'food',
    words: [['Organic', '有机', 'オーガニック'], ['Fresh', '新鲜', '新鮮'], ['Family pack', '家庭装', 'ファミリーパック'], ['Premium', '精选', '厳選'], ['Hand-picked', '手工挑选', '手摘み'], ['Low sugar', '低糖', '低糖']],
    points: [['Shipped within 24 hours', '24小时内发货', '24時間以内に発送'], ['Cold-chain delivery', '冷链配送', 'クール便でお届け'], ['No additives', '无添加', '無添加'], ['Direct from the farm', '产地直发', '産地直送'], ['Tasty and healthy', '美味健康', 'おいしくてヘルシー']],
    families: [
      {
        code: 'snacks',
        name: ['Snacks', '休闲零食', 'お菓子'],
        motif: 'cookie',
        dims: ['flavour', 'pack'],
        leaves: [
          leaf('biscuits', ['Biscuits', '饼干', 'ビスケット'], ['Butter Biscuits', '黄油饼干', 'バタービスケット'], 'cookie', [9, 69], { points: DRY_FOOD_POINTS }),
          leaf('nuts', ['Nuts', '坚果', 'ナッツ'], ['Mixed Nuts', '每日坚果', 'ミックスナッツ'], 'nut', [29, 159], { dims: ['weight'], points: DRY_FOOD_POINTS }),
          leaf('chips', ['Chips', '薯片', 'ポテトチップス'], ['Potato Chips', '薯片', 'ポテトチップス'], 'chips', [6, 49], { points: DRY_FOOD_POINTS }),
        ],
      },
      {
        code: 'drinks',
        name: ['Tea, Coffee & Drinks', '茶饮冲调', 'お茶・コーヒー・飲料'],
        motif: 'teacup',
        dims: ['weight'],
        leaves: [
          leaf('tea', ['Tea', '茶叶', 'お茶'], ['Green Tea', '绿茶', '緑茶'], 'tealeaf', [39, 599], { points: DRY_FOOD_POINTS }),
          leaf('coffee', ['Coffee', '咖啡', 'コーヒー'], ['Coffee Beans', '咖啡豆', 'コーヒー豆'], 'coffeebeans', [49, 299], { points: DRY_FOOD_POINTS }),
          leaf('juice', ['Juice & Water', '果汁饮用水', 'ジュース・水'], ['Orange Juice', '橙汁', 'オレンジジュース'], 'bottle', [9, 99], { dims: ['volume', 'pack'], points: DRY_FOOD_POINTS }),
        ],
      },
      {
        code: 'staples',
        name: ['Rice, Noodles & Oil', '粮油米面', '米・麺・油'],
        motif: 'ricebag',
        dims: ['weight'],
        leaves: [
          leaf('rice', ['Rice', '大米', 'お米'], ['Jasmine Rice', '香米', 'ジャスミンライス'], 'ricebag', [29, 199], { dims: ['weight'], points: DRY_FOOD_POINTS }),
          leaf('noodles', ['Noodles', '面条', '麺類'], ['Dried Noodles', '挂面', '乾麺'], 'noodles', [9, 69], { points: DRY_FOOD_POINTS }),
          leaf('cooking-oil', ['Cooking Oil', '食用油', '食用油'], ['Peanut Oil', '花生油', 'ピーナッツオイル'], 'bottle', [39, 199], { dims: ['volume'], points: DRY_FOOD_POINTS }),
        ],
      },
      {
        code: 'fresh',
        name: ['Fresh Produce', '新鲜果蔬', '生鮮食品'],
        motif: 'apple',
        dims: ['weight'],
        leaves: [
          leaf('fruit', ['Fruit', '水果', 'フルーツ'], ['Red Apples', '红富士苹果', 'りんご'], 'apple', [19, 199]),
          leaf('vegetables', ['Vegetables', '蔬菜', '野菜'], ['Baby Carrots', '胡萝卜', 'にんじん'], 'carrot', [9, 79]),
          leaf('seafood', ['Seafood', '海鲜水产', '魚介類'], ['Salmon Fillet', '三文鱼柳', 'サーモンフィレ'], 'fish', [59, 399]),
        ],
      },
    ],
  },
  {
    code: 'takeaway',
    name: ['Takeaway', '外卖美食', 'デリバリー'],
    motif: 'burger',
    channel: 'takeaway',
    tone: 'meal',
    words: [['Signature', '招牌', '看板'], ['Homestyle', '家常', '家庭風'], ['Spicy', '香辣', 'ピリ辛'], ['Classic', '经典', '定番'], ['Chef’s special', '主厨推荐', 'シェフのおすすめ'], ['Value', '超值', 'お得な']],
    points: [['Made to order', '现点现做', '注文後に調理'], ['Hot on arrival', '送达仍热乎', '温かいままお届け'], ['Generous portion', '分量足', 'ボリューム満点'], ['Fresh ingredients daily', '每日新鲜食材', '毎日新鮮な食材'], ['Sealed packaging', '密封包装', '密封パッケージ']],
    families: [
      {
        code: 'chinese-food',
        name: ['Chinese Dishes', '中式快餐', '中華料理'],
        motif: 'noodles',
        dims: ['portion', 'spice'],
        leaves: [
          leaf('noodle-soups', ['Noodle Soups', '汤面', '汤麺'], ['Beef Noodle Soup', '红烧牛肉面', '牛肉麺'], 'noodles', [18, 48]),
          leaf('dumplings', ['Dumplings', '饺子', '餃子'], ['Pork Dumplings', '猪肉水饺', '豚肉餃子'], 'dumpling', [16, 42]),
          leaf('rice-bowls', ['Rice Bowls', '盖浇饭', '丼もの'], ['Kung Pao Chicken Rice', '宫保鸡丁饭', '宮保鶏丁丼'], 'ricebowl', [18, 45]),
        ],
      },
      {
        code: 'fast-food',
        name: ['Burgers & Pizza', '汉堡披萨', 'バーガー・ピザ'],
        motif: 'burger',
        dims: ['portion'],
        leaves: [
          leaf('burgers', ['Burgers', '汉堡', 'ハンバーガー'], ['Cheeseburger', '芝士牛肉堡', 'チーズバーガー'], 'burger', [22, 58]),
          leaf('pizza', ['Pizza', '披萨', 'ピザ'], ['Margherita Pizza', '玛格丽特披萨', 'マルゲリータピザ'], 'pizza', [39, 119]),
          leaf('fried-chicken', ['Fried Chicken', '炸鸡', 'フライドチキン'], ['Crispy Fried Chicken', '香脆炸鸡', 'フライドチキン'], 'drumstick', [19, 69], { dims: ['portion', 'spice'] }),
        ],
      },
      {
        code: 'japanese-food',
        name: ['Japanese Food', '日式料理', '和食'],
        motif: 'sushi',
        dims: ['portion'],
        leaves: [
          leaf('sushi', ['Sushi', '寿司', '寿司'], ['Salmon Sushi Set', '三文鱼寿司拼盘', 'サーモン寿司セット'], 'sushi', [38, 168], { points: CHILLED_TAKEAWAY_POINTS, tone: 'chilled' }),
          leaf('ramen', ['Ramen', '拉面', 'ラーメン'], ['Tonkotsu Ramen', '豚骨拉面', '豚骨ラーメン'], 'noodles', [32, 68]),
          leaf('bento', ['Bento', '便当', '弁当'], ['Teriyaki Chicken Bento', '照烧鸡腿便当', '照り焼きチキン弁当'], 'bento', [28, 68]),
        ],
      },
      {
        code: 'drinks-desserts',
        name: ['Drinks & Desserts', '饮品甜点', 'ドリンク・スイーツ'],
        motif: 'bubbletea',
        dims: ['cupSize', 'sweetness'],
        leaves: [
          leaf('milk-tea', ['Milk Tea', '奶茶', 'ミルクティー'], ['Brown Sugar Bubble Tea', '黑糖珍珠奶茶', '黒糖タピオカミルクティー'], 'bubbletea', [12, 32], { points: CHILLED_TAKEAWAY_POINTS, tone: 'chilled' }),
          leaf('fresh-coffee', ['Coffee', '现磨咖啡', 'コーヒー'], ['Oat Latte', '燕麦拿铁', 'オーツラテ'], 'coffee', [15, 38]),
          leaf('cakes', ['Cakes', '蛋糕', 'ケーキ'], ['Strawberry Cake', '草莓奶油蛋糕', 'いちごのショートケーキ'], 'cake', [22, 198], { dims: ['portion'], points: CHILLED_TAKEAWAY_POINTS, tone: 'chilled' }),
        ],
      },
    ],
  },
  {
    code: 'health',
    name: ['Health & Medicine', '医药健康', '医薬品・ヘルスケア'],
    motif: 'pill',
    channel: 'health',
    tone: 'care',
    words: [['Fast-acting', '速效', '速効'], ['Gentle formula', '温和配方', 'やさしい処方'], ['Family pack', '家庭装', 'ファミリーパック'], ['Non-drowsy', '不嗜睡', '眠くなりにくい'], ['Daily', '每日', '毎日の'], ['Clinical', '医用级', '医療用']],
    points: [['Licensed pharmacy', '正规药房', '認可薬局'], ['Read the leaflet before use', '请仔细阅读说明书', 'ご使用前に説明書をお読みください'], ['Pharmacist advice online', '药师在线咨询', '薬剤師にオンライン相談'], ['Discreet packaging', '隐私包装', '中身が分からない梱包'], ['Long expiry date', '效期新鲜', '使用期限に余裕あり']],
    families: [
      {
        code: 'otc',
        name: ['OTC Medicine', '非处方药', '市販薬'],
        motif: 'pill',
        dims: ['tablets'],
        leaves: [
          leaf('cold-flu', ['Cold & Flu', '感冒发烧', 'かぜ薬'], ['Cold Relief Tablets', '感冒灵片', '総合かぜ薬'], 'pill', [12, 59], { drug: 'otc' }),
          leaf('pain-relief', ['Pain Relief', '止痛镇痛', '鎮痛剤'], ['Ibuprofen Tablets', '布洛芬片', 'イブプロフェン錠'], 'pill', [9, 49], { drug: 'otc' }),
          leaf('digestive', ['Digestive Health', '肠胃用药', '胃腸薬'], ['Digestive Tablets', '健胃消食片', '胃腸薬'], 'capsule', [12, 69], { drug: 'otc' }),
          leaf('allergy', ['Allergy Relief', '抗过敏', 'アレルギー薬'], ['Loratadine Tablets', '氯雷他定片', 'ロラタジン錠'], 'pill', [15, 59], { drug: 'otc' }),
        ],
      },
      {
        code: 'supplements',
        name: ['Vitamins & Supplements', '营养保健', 'サプリメント'],
        motif: 'pillbottle',
        dims: ['capsules'],
        leaves: [
          leaf('multivitamins', ['Multivitamins', '复合维生素', 'マルチビタミン'], ['Multivitamin', '复合维生素片', 'マルチビタミン'], 'pillbottle', [59, 299]),
          leaf('fish-oil', ['Fish Oil', '鱼油', 'フィッシュオイル'], ['Omega-3 Fish Oil', '深海鱼油软胶囊', 'オメガ3フィッシュオイル'], 'capsule', [79, 399]),
          leaf('probiotics', ['Probiotics', '益生菌', '乳酸菌サプリ'], ['Probiotic Capsules', '益生菌胶囊', '乳酸菌カプセル'], 'pillbottle', [99, 399]),
        ],
      },
      {
        code: 'medical-devices',
        name: ['Medical Devices', '医疗器械', '医療機器'],
        motif: 'thermometer',
        dims: ['pack'],
        leaves: [
          leaf('thermometers', ['Thermometers', '体温计', '体温計'], ['Digital Thermometer', '电子体温计', 'デジタル体温計'], 'thermometer', [19, 199], { dims: ['colour'] }),
          leaf('blood-pressure', ['Blood Pressure Monitors', '血压计', '血圧計'], ['Blood Pressure Monitor', '电子血压计', '血圧計'], 'bpmonitor', [159, 699], { dims: ['power'] }),
          leaf('masks', ['Face Masks', '口罩', 'マスク'], ['Medical Face Masks', '医用外科口罩', '医療用マスク'], 'mask', [9, 69]),
          leaf('first-aid', ['First Aid', '急救用品', '救急用品'], ['First Aid Kit', '家庭急救包', '救急セット'], 'firstaid', [29, 199]),
        ],
      },
    ],
  },
  {
    code: 'home',
    name: ['Home & Living', '家居生活', 'インテリア・生活雑貨'],
    motif: 'sofa',
    channel: 'mall',
    tone: 'home',
    words: [['Nordic', '北欧风', '北欧風'], ['Solid wood', '实木', '無垢材'], ['Cosy', '温馨', 'ふんわり'], ['Minimalist', '简约', 'シンプル'], ['Handmade', '手工', 'ハンドメイド'], ['Space-saving', '省空间', '省スペース']],
    points: [['Easy assembly', '安装简单', '組み立て簡単'], ['Eco-friendly materials', '环保材料', '環境に優しい素材'], ['Fits small flats', '小户型适用', '一人暮らしにも'], ['Sturdy and stable', '稳固耐用', '丈夫で安定'], ['Free delivery to your door', '免费送货上门', '玄関まで無料配送']],
    families: [
      {
        code: 'furniture',
        name: ['Furniture', '家具', '家具'],
        motif: 'sofa',
        dims: ['colour'],
        leaves: [
          leaf('sofas', ['Sofas', '沙发', 'ソファ'], ['Fabric Sofa', '布艺沙发', 'ファブリックソファ'], 'sofa', [999, 6999]),
          leaf('chairs', ['Chairs', '椅子', 'チェア'], ['Dining Chair', '餐椅', 'ダイニングチェア'], 'chair', [129, 899]),
          leaf('tables', ['Tables', '桌子', 'テーブル'], ['Coffee Table', '茶几', 'ローテーブル'], 'table', [199, 1999]),
        ],
      },
      {
        code: 'bedding',
        name: ['Bedding', '床上用品', '寝具'],
        motif: 'bed',
        dims: ['colour', 'bedSize'],
        leaves: [
          leaf('bed-sheets', ['Bed Sheets', '床单四件套', 'シーツ'], ['Cotton Bedding Set', '纯棉四件套', '綿の寝具セット'], 'bed', [199, 999], { points: TEXTILE_POINTS }),
          leaf('pillows', ['Pillows', '枕头', '枕'], ['Memory Foam Pillow', '记忆棉枕', '低反発枕'], 'pillow', [59, 399], { dims: ['pack'], points: TEXTILE_POINTS }),
          leaf('blankets', ['Blankets', '毛毯', 'ブランケット'], ['Fleece Blanket', '珊瑚绒毯', 'フリースブランケット'], 'pillow', [69, 399], { points: TEXTILE_POINTS }),
        ],
      },
      {
        code: 'decor',
        name: ['Lighting & Decor', '灯具装饰', '照明・インテリア雑貨'],
        motif: 'lamp',
        dims: ['colour'],
        leaves: [
          leaf('lamps', ['Lamps', '灯具', 'ランプ'], ['Floor Lamp', '落地灯', 'フロアランプ'], 'lamp', [149, 999]),
          leaf('plants', ['Plants', '绿植', '観葉植物'], ['Potted Plant', '室内绿植盆栽', '観葉植物'], 'plant', [29, 299], { dims: ['pack'], points: PLANT_POINTS }),
          leaf('vases', ['Vases', '花瓶', '花瓶'], ['Ceramic Vase', '陶瓷花瓶', '陶器の花瓶'], 'vase', [49, 399], { points: PLANT_POINTS }),
        ],
      },
      {
        code: 'kitchenware',
        name: ['Kitchenware', '厨具餐具', 'キッチン用品'],
        motif: 'pot',
        dims: ['colour'],
        leaves: [
          leaf('cookware', ['Cookware', '锅具', '鍋・フライパン'], ['Non-stick Pan', '不粘锅', '焦げ付かないフライパン'], 'pot', [99, 899], { points: KITCHEN_POINTS }),
          leaf('mugs', ['Cups & Mugs', '杯具', 'マグカップ'], ['Ceramic Mug', '陶瓷马克杯', '陶器のマグカップ'], 'mug', [19, 129], { dims: ['colour', 'pack'], points: KITCHEN_POINTS }),
          leaf('tableware', ['Tableware', '碗碟', '食器'], ['Porcelain Bowl Set', '陶瓷碗套装', '磁器の茶碗セット'], 'bowl', [39, 399], { dims: ['pack'], points: KITCHEN_POINTS }),
        ],
      },
    ],
  },
  {
    code: 'baby',
    name: ['Mother & Baby', '母婴用品', 'マタニティ・ベビー'],
    motif: 'babybottle',
    channel: 'mall',
    tone: 'care',
    words: [['Gentle', '温和', 'やさしい'], ['Ultra-soft', '超柔', 'ふわふわ'], ['BPA-free', '不含双酚A', 'BPAフリー'], ['Newborn', '新生儿', '新生児用'], ['Organic cotton', '有机棉', 'オーガニックコットン'], ['Breathable', '透气', '通気性の良い']],
    points: [['Safe for babies', '婴儿安全', '赤ちゃんに安心'], ['Leak-proof', '防漏', 'もれ防止'], ['Easy to clean', '易清洗', '洗いやすい'], ['Certified materials', '认证材料', '認証素材'], ['Trusted by parents', '宝妈好评', 'ママに人気']],
    families: [
      {
        code: 'baby-care',
        name: ['Baby Care', '婴儿护理', 'ベビーケア'],
        motif: 'babybottle',
        dims: ['pack'],
        leaves: [
          leaf('diapers', ['Diapers', '纸尿裤', 'おむつ'], ['Diapers', '纸尿裤', '紙おむつ'], 'diaper', [59, 259], { dims: ['diaperSize'] }),
          leaf('baby-bottles', ['Baby Bottles', '奶瓶', '哺乳瓶'], ['Glass Baby Bottle', '玻璃奶瓶', 'ガラス哺乳瓶'], 'babybottle', [49, 229]),
          leaf('baby-formula', ['Baby Formula', '婴幼儿奶粉', '粉ミルク'], ['Infant Formula Stage 2', '婴儿配方奶粉2段', '粉ミルク ステップ2'], 'formula', [149, 499], { points: FORMULA_POINTS }),
        ],
      },
      {
        code: 'kids-clothing',
        name: ["Kids' Clothing", '童装童鞋', '子供服・子供靴'],
        motif: 'tshirt',
        dims: ['colour', 'kidsSize'],
        leaves: [
          leaf('kids-tops', ['Kids Tops', '儿童上衣', 'キッズトップス'], ['Kids T-Shirt', '儿童T恤', 'キッズTシャツ'], 'tshirt', [39, 159], { points: KIDSWEAR_POINTS }),
          leaf('kids-shoes', ['Kids Shoes', '儿童鞋', 'キッズシューズ'], ['Kids Sneakers', '儿童运动鞋', 'キッズスニーカー'], 'sneaker', [79, 299], { points: KIDSWEAR_POINTS }),
        ],
      },
    ],
  },
  {
    code: 'toys',
    name: ['Toys & Games', '玩具乐器', 'おもちゃ・ゲーム'],
    motif: 'teddy',
    channel: 'mall',
    tone: 'play',
    words: [['Educational', '益智', '知育'], ['Classic', '经典', '定番'], ['Deluxe', '豪华', 'デラックス'], ['Creative', '创意', 'クリエイティブ'], ['Mini', '迷你', 'ミニ'], ['Collector’s', '收藏级', 'コレクション']],
    points: [['Safe, non-toxic materials', '安全无毒材料', '安全な素材'], ['Great gift', '送礼佳品', 'プレゼントに最適'], ['Builds creativity', '培养创造力', '創造力を育てる'], ['Rounded edges', '圆角设计', '角の丸い設計'], ['Hours of fun', '乐趣无穷', '何時間でも遊べる']],
    families: [
      {
        code: 'building-toys',
        name: ['Building Toys', '积木拼插', 'ブロック'],
        motif: 'blocks',
        dims: ['age'],
        leaves: [
          leaf('blocks', ['Building Blocks', '积木', 'ブロック'], ['Building Block Set', '积木套装', 'ブロックセット'], 'blocks', [59, 899]),
          leaf('puzzles', ['Puzzles', '拼图', 'パズル'], ['Jigsaw Puzzle', '拼图', 'ジグソーパズル'], 'puzzle', [29, 199]),
        ],
      },
      {
        code: 'plush-dolls',
        name: ['Plush & Dolls', '毛绒玩偶', 'ぬいぐるみ・人形'],
        motif: 'teddy',
        dims: ['colour'],
        leaves: [
          leaf('plush-toys', ['Plush Toys', '毛绒玩具', 'ぬいぐるみ'], ['Teddy Bear', '泰迪熊', 'テディベア'], 'teddy', [49, 399]),
          leaf('rc-cars', ['Model & RC Cars', '遥控车模', 'ラジコン・ミニカー'], ['RC Racing Car', '遥控赛车', 'ラジコンカー'], 'toycar', [99, 699]),
        ],
      },
      {
        code: 'games',
        name: ['Board Games', '桌游棋牌', 'ボードゲーム'],
        motif: 'dice',
        dims: ['age'],
        leaves: [
          leaf('board-games', ['Board Games', '桌游', 'ボードゲーム'], ['Strategy Board Game', '策略桌游', '戦略ボードゲーム'], 'dice', [69, 399]),
          leaf('card-games', ['Card Games', '卡牌游戏', 'カードゲーム'], ['Party Card Game', '聚会卡牌', 'パーティーカードゲーム'], 'dice', [29, 149]),
        ],
      },
    ],
  },
  {
    code: 'sports',
    name: ['Sports & Outdoors', '运动户外', 'スポーツ・アウトドア'],
    motif: 'dumbbell',
    channel: 'mall',
    tone: 'play',
    words: [['Pro', '专业', 'プロ'], ['Lightweight', '轻量', '軽量'], ['Foldable', '可折叠', '折りたたみ'], ['All-weather', '全天候', '全天候型'], ['Training', '训练款', 'トレーニング用'], ['Beginner', '入门款', '初心者向け']],
    points: [['Non-slip grip', '防滑握把', '滑りにくいグリップ'], ['Carry bag included', '附收纳袋', '収納袋付き'], ['Built to last', '经久耐用', '耐久性抜群'], ['Quick setup', '快速搭建', 'すぐに設営'], ['Used by coaches', '教练推荐', 'コーチ推薦']],
    families: [
      {
        code: 'fitness',
        name: ['Fitness', '健身训练', 'フィットネス'],
        motif: 'dumbbell',
        dims: ['colour'],
        leaves: [
          leaf('dumbbells', ['Dumbbells', '哑铃', 'ダンベル'], ['Adjustable Dumbbells', '可调节哑铃', '可変式ダンベル'], 'dumbbell', [99, 899], { dims: ['weight'], points: GEAR_POINTS }),
          leaf('yoga-mats', ['Yoga Mats', '瑜伽垫', 'ヨガマット'], ['Yoga Mat', '瑜伽垫', 'ヨガマット'], 'yogamat', [49, 299]),
          leaf('sports-bottles', ['Sports Bottles', '运动水壶', 'スポーツボトル'], ['Sports Water Bottle', '运动水杯', 'スポーツボトル'], 'bottle', [29, 159], { dims: ['colour', 'volume'], points: GEAR_POINTS }),
        ],
      },
      {
        code: 'outdoor',
        name: ['Camping & Hiking', '户外露营', 'キャンプ・登山'],
        motif: 'tent',
        dims: ['colour'],
        leaves: [
          leaf('tents', ['Tents', '帐篷', 'テント'], ['Camping Tent', '露营帐篷', 'キャンプテント'], 'tent', [199, 1999]),
          leaf('hiking-backpacks', ['Hiking Backpacks', '登山包', '登山リュック'], ['Hiking Backpack 40L', '40升登山包', '登山リュック40L'], 'backpack', [199, 999]),
        ],
      },
      {
        code: 'ball-sports',
        name: ['Ball Sports', '球类运动', '球技'],
        motif: 'ball',
        dims: ['colour'],
        leaves: [
          leaf('basketballs', ['Basketballs', '篮球', 'バスケットボール'], ['Basketball', '篮球', 'バスケットボール'], 'ball', [79, 399], { points: GEAR_POINTS }),
          leaf('rackets', ['Rackets', '球拍', 'ラケット'], ['Badminton Racket', '羽毛球拍', 'バドミントンラケット'], 'racket', [99, 999]),
        ],
      },
    ],
  },
  {
    code: 'books',
    name: ['Books & Stationery', '图书文具', '本・文具'],
    motif: 'book',
    channel: 'mall',
    tone: 'play',
    words: [['Bestselling', '畅销', 'ベストセラー'], ['Illustrated', '图文版', 'イラスト入り'], ['Collector’s', '典藏版', '愛蔵版'], ['New', '新版', '新装版'], ['Complete', '全集', '全集'], ['Bilingual', '双语', '対訳']],
    points: [['Printed on quality paper', '优质纸张印刷', '上質紙を使用'], ['Packed to arrive flat', '精心包装不折角', '折れないように梱包'], ['Great for gifting', '适合送礼', '贈り物に最適'], ['Easy on the eyes', '护眼排版', '読みやすい組版'], ['Loved by readers', '读者好评如潮', '読者から高評価']],
    families: [
      {
        code: 'book-titles',
        name: ['Books', '图书', '書籍'],
        motif: 'book',
        dims: ['edition'],
        leaves: [
          leaf('novels', ['Novels', '小说', '小説'], ['Novel', '长篇小说', '長編小説'], 'book', [29, 129]),
          leaf('childrens-books', ["Children's Books", '童书', '児童書'], ['Picture Book', '绘本', '絵本'], 'book', [19, 99]),
          leaf('cookbooks', ['Cookbooks', '美食菜谱', '料理本'], ['Home Cooking Cookbook', '家常菜谱', '家庭料理レシピ本'], 'book', [39, 119]),
        ],
      },
      {
        code: 'stationery',
        name: ['Stationery', '文具', '文房具'],
        motif: 'pen',
        dims: ['colour', 'pack'],
        leaves: [
          leaf('fountain-pens', ['Fountain Pens', '钢笔', '万年筆'], ['Fountain Pen', '钢笔', '万年筆'], 'pen', [39, 599], { dims: ['colour'], tone: 'stationery' }),
          leaf('planners', ['Planners', '手账本', '手帳'], ['Weekly Planner', '周计划手账', '週間手帳'], 'book', [19, 99], { tone: 'stationery' }),
        ],
      },
    ],
  },
  {
    code: 'pets',
    name: ['Pet Supplies', '宠物用品', 'ペット用品'],
    motif: 'paw',
    channel: 'mall',
    tone: 'home',
    words: [['Grain-free', '无谷', 'グレインフリー'], ['Premium', '高端', 'プレミアム'], ['Durable', '耐咬', '丈夫な'], ['Cosy', '舒适', 'ふかふか'], ['Natural', '天然', 'ナチュラル'], ['Indoor', '室内', '室内用']],
    points: [['Vet recommended', '兽医推荐', '獣医師推奨'], ['Pets love it', '毛孩子超爱', 'ペットが大喜び'], ['Easy to clean', '易清理', 'お手入れ簡単'], ['No artificial colours', '无人工色素', '着色料不使用'], ['Real meat first', '第一成分为鲜肉', '主原料はお肉']],
    families: [
      {
        code: 'pet-food',
        name: ['Pet Food', '宠物主粮', 'ペットフード'],
        motif: 'petbowl',
        dims: ['weight'],
        leaves: [
          leaf('dog-food', ['Dog Food', '狗粮', 'ドッグフード'], ['Dry Dog Food', '成犬狗粮', 'ドライドッグフード'], 'petbowl', [59, 499]),
          leaf('cat-food', ['Cat Food', '猫粮', 'キャットフード'], ['Dry Cat Food', '全价猫粮', 'ドライキャットフード'], 'petbowl', [59, 499]),
          leaf('pet-treats', ['Treats', '宠物零食', 'おやつ'], ['Chicken Jerky Treats', '鸡肉干零食', 'ささみジャーキー'], 'bone', [19, 99]),
        ],
      },
      {
        code: 'pet-supplies',
        name: ['Pet Supplies', '宠物日用', 'ペット用品'],
        motif: 'paw',
        dims: ['colour'],
        leaves: [
          leaf('pet-toys', ['Pet Toys', '宠物玩具', 'ペットのおもちゃ'], ['Chew Toy', '耐咬玩具', '噛むおもちゃ'], 'bone', [15, 99], { points: PET_GEAR_POINTS, tone: 'petgear' }),
          leaf('pet-beds', ['Pet Beds', '宠物窝', 'ペットベッド'], ['Pet Bed', '宠物窝垫', 'ペットベッド'], 'pillow', [59, 399], { points: PET_GEAR_POINTS, tone: 'petgear' }),
        ],
      },
    ],
  },
];
