import { MERCHANTS } from '../catalogue/merchants.ts';

/** The seeded shops, whose paid orders the demo merchant ships (modules/logistics/demo-merchant.ts). */
export const DEMO_SHOP_CODES: readonly string[] = MERCHANTS.flatMap((m) => m.shops.map((s) => s.code));
