/** The kinds of shop: a shop of the mall, a takeaway restaurant (business times, delivery radius), a pharmacy. */
export const SHOP_KINDS = ['mall', 'takeaway', 'health'] as const;
export type ShopKind = (typeof SHOP_KINDS)[number];

/** Where a banner, shortcut or group entry leads when tapped; `linkTarget` holds the id, page path or URL. */
export const LINK_TYPES = ['none', 'goods', 'shop', 'category', 'page', 'url'] as const;
export type LinkType = (typeof LINK_TYPES)[number];

/** The places a banner can be shown; shop banners also carry their shop id. */
export const BANNER_POSITIONS = ['home', 'category', 'health', 'takeaway', 'groupbuy', 'activity', 'score', 'shop'] as const;
export type BannerPosition = (typeof BANNER_POSITIONS)[number];

/** The pages that show shortcut grids and category shortcuts. */
export const SHORTCUT_POSITIONS = ['home', 'health', 'takeaway', 'homeliving'] as const;
export type ShortcutPosition = (typeof SHORTCUT_POSITIONS)[number];

/** The kinds of generated artwork served at /media/art/{kind}/{key}.svg. */
export const ART_KINDS = ['goods', 'shop', 'banner', 'category', 'avatar', 'review', 'certificate'] as const;
export type ArtKind = (typeof ART_KINDS)[number];
