import { desc, eq } from 'drizzle-orm';
import type { BannerPosition, LinkType, ShortcutPosition } from '@mall/contract/catalogue/catalogue-kinds';
import type { Tx } from '../../platform/database.ts';
import { artUrl } from '../../modules/catalogue/artwork.ts';
import type { Motif } from '../../modules/catalogue/artwork-motifs.ts';
import { category, goods } from '../../modules/catalogue/catalogue.tables.ts';
import { banner, categoryShortcut, homeGroup, homeGroupItem, homeShortcut, homeTopnav } from '../../modules/catalogue/home.tables.ts';
import { shop } from '../../modules/shop/shop.tables.ts';
import { loc, type Tri } from './attributes.ts';
import { insertRows, insertRowsReturning } from './bulk-insert.ts';
import type { CatalogueRefs } from './catalogue-refs.ts';
import { SHOPS } from './merchants.ts';

/** Where an entry leads: a category code, a page path, or nothing. */
type Target = { category: string } | { page: string } | null;

interface Entry {
  title: Tri;
  motif: Motif;
  to: Target;
}

const e = (title: Tri, motif: Motif, to: Target): Entry => ({ title, motif, to });
const cat = (code: string): Target => ({ category: code });
const page = (path: string): Target => ({ page: path });

const BANNERS: Partial<Record<BannerPosition, Entry[]>> = {
  home: [
    e(['Spring sale: up to 50% off', '春季大促 低至5折', '春のセール 最大50%オフ'], 'handbag', page('/pages/activity/index')),
    e(['New phones, trade-in bonus', '新机上市 以旧换新补贴', '新型スマホ 下取り特典あり'], 'phone', cat('digital.phones')),
    e(['Hot meals in 30 minutes', '热腾腾 30分钟送达', 'アツアツを30分でお届け'], 'burger', cat('takeaway')),
    e(['Your family pharmacy', '家门口的药房', 'おうちの近くの薬局'], 'pillbottle', page('/pages/health/index')),
    e(['Make home cosy', '温馨好家 焕新季', '心地よい暮らしを'], 'sofa', cat('home')),
  ],
  category: [
    e(['Work from anywhere', '随时随地高效办公', 'どこでも快適ワーク'], 'laptop', cat('computers')),
    e(['New season dresses', '当季新款连衣裙', '今季のワンピース'], 'dress', cat('women.dresses-skirts')),
    e(['Fresh from the farm', '产地直发 新鲜到家', '産地直送の新鮮食材'], 'apple', cat('groceries.fresh')),
  ],
  health: [
    e(['Daily vitamins, 2 for 1', '维生素 买一送一', 'ビタミン 2個で1個分'], 'pillbottle', cat('health.supplements')),
    e(['Masks and protection', '口罩防护专区', 'マスク・衛生用品'], 'mask', cat('health.medical-devices.masks')),
    e(['Check at home', '居家健康监测', 'おうちで健康チェック'], 'thermometer', cat('health.medical-devices')),
  ],
  takeaway: [
    e(['Milk tea time', '下午茶 奶茶时间', 'ミルクティータイム'], 'bubbletea', cat('takeaway.drinks-desserts')),
    e(['Sushi night', '寿司之夜', '今夜はお寿司'], 'sushi', cat('takeaway.japanese-food')),
    e(['Noodles on a cold day', '天冷来碗热汤面', '寒い日には麺を'], 'noodles', cat('takeaway.chinese-food')),
  ],
  groupbuy: [
    e(['Buy together, save more', '拼团更划算', 'みんなで買えばもっとお得'], 'apple', page('/pages/groupbuy/housegoods')),
    e(['Neighbourhood pickup', '社区自提 当日达', 'ご近所受け取り'], 'ricebag', page('/pages/groupbuy/housegoods')),
  ],
  activity: [
    e(['Weekend flash sale', '周末限时抢购', '週末タイムセール'], 'bolt', page('/pages/activity/index')),
    e(['Bags and shoes week', '鞋包狂欢周', 'バッグ＆シューズウィーク'], 'sneaker', cat('shoes-bags')),
    e(['Gifts for kids', '儿童好礼', '子どもへのギフト'], 'teddy', cat('toys')),
  ],
  score: [
    e(['Swap points for gifts', '积分兑好礼', 'ポイントでギフト交換'], 'gift', page('/pages/score/index')),
    e(['Double points this week', '本周积分翻倍', '今週はポイント2倍'], 'ticket', page('/pages/score/index')),
  ],
};

const SHORTCUTS: Record<ShortcutPosition, Entry[]> = {
  home: [
    e(['Takeaway', '外卖', 'デリバリー'], 'burger', cat('takeaway')),
    e(['Pharmacy', '医药健康', '薬局'], 'pill', page('/pages/health/index')),
    e(['Fresh food', '生鲜果蔬', '生鮮食品'], 'apple', cat('groceries.fresh')),
    e(['Digital', '数码', 'デジタル'], 'phone', cat('digital')),
    e(['Flash deals', '限时秒杀', 'タイムセール'], 'bolt', page('/pages/activity/index')),
    e(['Coupons', '领券中心', 'クーポン'], 'ticket', page('/pages/user/usercoupon')),
    e(['Points mall', '积分商城', 'ポイントモール'], 'gift', page('/pages/score/index')),
    e(['Near me', '附近好店', '近くのお店'], 'pin', page('/pages/shop/nearshop')),
    e(['Home living', '家居生活', '暮らし'], 'house', page('/pages/shortcut/homeliving')),
    e(['What’s new', '新品资讯', '新着情報'], 'news', page('/pages/goods/goodsnews')),
  ],
  health: [
    e(['OTC medicine', '非处方药', '市販薬'], 'pill', cat('health.otc')),
    e(['Cold & flu', '感冒发烧', 'かぜ薬'], 'thermometer', cat('health.otc.cold-flu')),
    e(['Pain relief', '止痛镇痛', '鎮痛剤'], 'capsule', cat('health.otc.pain-relief')),
    e(['Digestion', '肠胃用药', '胃腸薬'], 'capsule', cat('health.otc.digestive')),
    e(['Vitamins', '维生素', 'ビタミン'], 'pillbottle', cat('health.supplements.multivitamins')),
    e(['Devices', '医疗器械', '医療機器'], 'bpmonitor', cat('health.medical-devices')),
    e(['Masks', '口罩', 'マスク'], 'mask', cat('health.medical-devices.masks')),
    e(['Ask for medicine', '求药登记', 'お薬リクエスト'], 'firstaid', page('/pages/health/message')),
  ],
  takeaway: [
    e(['Noodles', '面食', '麺類'], 'noodles', cat('takeaway.chinese-food.noodle-soups')),
    e(['Dumplings', '饺子', '餃子'], 'dumpling', cat('takeaway.chinese-food.dumplings')),
    e(['Rice bowls', '盖饭', '丼もの'], 'ricebowl', cat('takeaway.chinese-food.rice-bowls')),
    e(['Burgers', '汉堡', 'バーガー'], 'burger', cat('takeaway.fast-food.burgers')),
    e(['Pizza', '披萨', 'ピザ'], 'pizza', cat('takeaway.fast-food.pizza')),
    e(['Sushi', '寿司', '寿司'], 'sushi', cat('takeaway.japanese-food.sushi')),
    e(['Milk tea', '奶茶', 'ミルクティー'], 'bubbletea', cat('takeaway.drinks-desserts.milk-tea')),
    e(['Cakes', '蛋糕', 'ケーキ'], 'cake', cat('takeaway.drinks-desserts.cakes')),
  ],
  homeliving: [
    e(['Sofas', '沙发', 'ソファ'], 'sofa', cat('home.furniture.sofas')),
    e(['Chairs', '椅子', 'チェア'], 'chair', cat('home.furniture.chairs')),
    e(['Bedding', '床品', '寝具'], 'bed', cat('home.bedding')),
    e(['Pillows', '枕头', '枕'], 'pillow', cat('home.bedding.pillows')),
    e(['Lamps', '灯具', 'ランプ'], 'lamp', cat('home.decor.lamps')),
    e(['Plants', '绿植', '観葉植物'], 'plant', cat('home.decor.plants')),
    e(['Cookware', '锅具', '鍋・フライパン'], 'pot', cat('home.kitchenware.cookware')),
    e(['Mugs', '杯具', 'マグカップ'], 'mug', cat('home.kitchenware.mugs')),
  ],
};

const SHORTCUT_GROUPS: { title: Tri; subtitle: Tri; entries: Entry[] }[] = [
  {
    title: ['Daily essentials', '日常必备', '毎日の必需品'],
    subtitle: ['Stock up without leaving home', '足不出户 轻松囤货', 'おうちでまとめ買い'],
    entries: [
      e(['Snacks', '零食', 'お菓子'], 'cookie', cat('groceries.snacks')),
      e(['Tea & coffee', '茶饮冲调', 'お茶・コーヒー'], 'teacup', cat('groceries.drinks')),
      e(['Rice & oil', '米面粮油', '米・油'], 'ricebag', cat('groceries.staples')),
      e(['Pet food', '宠物主粮', 'ペットフード'], 'petbowl', cat('pets.pet-food')),
    ],
  },
  {
    title: ['For the family', '全家好物', '家族のために'],
    subtitle: ['Picked for kids and parents', '宝宝和爸妈都喜欢', '子どもにも親にも'],
    entries: [
      e(['Baby care', '婴儿护理', 'ベビーケア'], 'babybottle', cat('baby.baby-care')),
      e(['Toys', '玩具', 'おもちゃ'], 'teddy', cat('toys')),
      e(['Kids clothing', '童装', '子供服'], 'tshirt', cat('baby.kids-clothing')),
      e(['Books', '图书', '本'], 'book', cat('books.book-titles')),
    ],
  },
];

const TOPNAV = ['digital', 'women', 'men', 'groceries', 'home', 'beauty', 'health', 'takeaway'];

/** Banners, shortcut grids and groups, top navigation, home groups and category shortcuts. */
export async function seedHome(tx: Tx, refs: CatalogueRefs): Promise<void> {
  const idOf = (code: string) => {
    const found = refs.categories.get(code);
    if (!found) throw new Error(`home seed names an unknown category: ${code}`);
    return found.id;
  };
  let n = 0;
  const link = (to: Target): { linkType: LinkType; linkTarget: string; categoryId: number | null } =>
    to === null
      ? { linkType: 'none', linkTarget: '', categoryId: null }
      : 'category' in to
        ? { linkType: 'category', linkTarget: String(idOf(to.category)), categoryId: idOf(to.category) }
        : { linkType: 'page', linkTarget: to.page, categoryId: null };
  const icon = (motif: Motif) => artUrl('category', motif, `h${++n}`);

  const shopIds = new Map([...refs.shops].map(([code, s]) => [code, s.id]));
  await insertRows(tx, banner, [
    ...Object.entries(BANNERS).flatMap(([position, entries]) =>
      entries.map((b, i) => {
        const { categoryId: _, ...to } = link(b.to);
        return { position: position as BannerPosition, title: loc(b.title), image: artUrl('banner', b.motif, `b${++n}`), ...to, sort: (i + 1) * 10 };
      }),
    ),
    // Each shop's own swiper: its motif, then one of what it sells.
    ...SHOPS.flatMap(({ shop: s }) =>
      [s.motif, s.motif].map((motif, i) => ({
        position: 'shop' as const,
        shopId: shopIds.get(s.code)!,
        title: loc(i === 0 ? s.name : s.intro),
        image: artUrl('banner', motif, `${s.code.replace(/[^a-z0-9]/g, '')}${i}`),
        linkType: 'shop' as const,
        linkTarget: String(shopIds.get(s.code)!),
        sort: (i + 1) * 10,
      })),
    ),
  ]);

  const groups = await insertRowsReturning(
    tx,
    homeGroup,
    [
      { kind: 'goods' as const, title: loc(['Best sellers', '热销榜单', '売れ筋ランキング']), subtitle: loc(['What everyone is buying', '大家都在买', 'みんなが買っています']), sort: 10 },
      { kind: 'shortcuts' as const, title: loc(SHORTCUT_GROUPS[0]!.title), subtitle: loc(SHORTCUT_GROUPS[0]!.subtitle), sort: 20 },
      { kind: 'goods' as const, title: loc(['New arrivals', '新品上市', '新着アイテム']), subtitle: loc(['Just landed this week', '本周新到', '今週入荷']), sort: 30 },
      { kind: 'shops' as const, title: loc(['Shops you may like', '好店推荐', 'おすすめショップ']), subtitle: loc(['Loved by shoppers', '口碑好店', '評判のお店']), sort: 40 },
      { kind: 'goods' as const, title: loc(['Health picks', '健康好物', 'ヘルスケア特集']), subtitle: loc(['Care for you and yours', '关爱自己和家人', '自分と家族のために']), sort: 50 },
      { kind: 'shortcuts' as const, title: loc(SHORTCUT_GROUPS[1]!.title), subtitle: loc(SHORTCUT_GROUPS[1]!.subtitle), sort: 60 },
      { kind: 'goods' as const, title: loc(['Takeaway favourites', '外卖人气榜', '人気デリバリー']), subtitle: loc(['Hot meals near you', '附近热门美食', '近くの人気グルメ']), sort: 70 },
    ],
    { id: homeGroup.id, sort: homeGroup.sort },
  );
  const groupId = (sort: number) => groups.find((g) => g.sort === sort)!.id;

  // The goods of the goods groups: best sellers, newest, and the best of health and of takeaway.
  const pick = (where: ReturnType<typeof eq> | undefined, order: 'sales' | 'new', limit: number) =>
    tx
      .select({ id: goods.id })
      .from(goods)
      .where(where)
      .orderBy(order === 'sales' ? desc(goods.salesCount) : desc(goods.createdAt))
      .limit(limit);
  const best = await pick(eq(goods.kind, 'mall'), 'sales', 12);
  const newest = await pick(eq(goods.kind, 'mall'), 'new', 12);
  const health = await pick(eq(goods.kind, 'health'), 'sales', 8);
  const takeaway = await pick(eq(goods.kind, 'takeaway'), 'sales', 8);
  const shops = await tx.select({ id: shop.id }).from(shop).orderBy(desc(shop.salesCount)).limit(8);
  await insertRows(tx, homeGroupItem, [
    ...best.map((g, i) => ({ groupId: groupId(10), goodsId: g.id, sort: i * 10 })),
    ...newest.map((g, i) => ({ groupId: groupId(30), goodsId: g.id, sort: i * 10 })),
    ...shops.map((s, i) => ({ groupId: groupId(40), shopId: s.id, sort: i * 10 })),
    ...health.map((g, i) => ({ groupId: groupId(50), goodsId: g.id, sort: i * 10 })),
    ...takeaway.map((g, i) => ({ groupId: groupId(70), goodsId: g.id, sort: i * 10 })),
  ]);

  await insertRows(tx, homeShortcut, [
    ...Object.entries(SHORTCUTS).flatMap(([position, entries]) =>
      entries.map((s, i) => ({ position: position as ShortcutPosition, title: loc(s.title), icon: icon(s.motif), ...link(s.to), sort: (i + 1) * 10 })),
    ),
    ...SHORTCUT_GROUPS.flatMap((g, gi) =>
      g.entries.map((s, i) => ({
        position: 'home' as const,
        groupId: groupId(gi === 0 ? 20 : 60),
        title: loc(s.title),
        icon: icon(s.motif),
        ...link(s.to),
        sort: (i + 1) * 10,
      })),
    ),
  ]);

  await insertRows(tx, homeTopnav, [
    { title: loc(['Recommended', '推荐', 'おすすめ']), sort: 0 },
    ...TOPNAV.map((code, i) => {
      const { categoryId, ...to } = link(cat(code));
      return { title: refs.categories.get(code)!.name, categoryId, ...to, sort: (i + 1) * 10 };
    }),
  ]);

  // Category icons: the top categories on the home page, the families on the health and takeaway pages.
  const cats = await tx
    .select({ id: category.id, code: category.code, name: category.name, icon: category.icon, level: category.level })
    .from(category)
    .orderBy(category.sort, category.id);
  const families = (top: string) => cats.filter((c) => c.level === 2 && c.code.startsWith(`${top}.`));
  const shortcutRows = (position: ShortcutPosition, list: typeof cats) =>
    list.map((c, i) => ({ position, categoryId: c.id, title: c.name, icon: c.icon, sort: (i + 1) * 10 }));
  await insertRows(tx, categoryShortcut, [
    ...shortcutRows('home', cats.filter((c) => c.level === 1).slice(0, 10)),
    ...shortcutRows('health', families('health')),
    ...shortcutRows('takeaway', families('takeaway')),
    ...shortcutRows('homeliving', families('home')),
  ]);
}
