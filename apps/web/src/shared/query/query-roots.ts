/**
 * The query keys that more than one feature touches, by their first parts. A feature's one queries file
 * (`features/<x>/<x>-queries.ts`) makes all of its keys, on these roots or on roots of its own (named after the
 * feature, or under `user`), always in this shape:
 *
 *   [...root, what is asked, its parameters, the caller's token (only where a visitor's answer differs), lang]
 *
 * The language (the T-lang the call is made in) is always last, so a root, or a root and what is asked, is a prefix of
 * the key in every language: invalidating it refreshes them all. Prices travel in base-currency minor units and are
 * converted on screen (shared/format/money-context.ts), so no answer depends on the display currency and no key
 * carries it; an answer the server priced in the shopper's currency would put the currency before the language.
 *
 * A feature whose write changes another's answers (an order paid changes the me tab's counts) invalidates by the root
 * here, without importing that feature; this list is where features meet.
 */
export const QUERY_ROOTS = {
  /** Everything about the logged-in user: dropped together at login and logout. */
  user: ['user'],
  /** The me tab's summary: counts of orders, coupons, wishlist, followed shops, unread messages. */
  userCenter: ['user', 'center'],
  cart: ['user', 'cart'],
  orders: ['user', 'orders'],
  logistics: ['user', 'logistics'],
  userCoupons: ['user', 'coupons'],
  wishlist: ['user', 'wishlist'],
  browseHistory: ['user', 'browse-history'],
  /** A goods and what hangs on it (reviews, delivery costs), per goods id. */
  goods: ['goods'],
} as const;
