/** Takeaway's pages. */
export { takeawayShopPath } from '../../shared/catalogue-ui/catalogue-links.ts';
export const takeawayOrderPath = (orderId: number) => `/pages/order/takeawayorderdetail?orderId=${orderId}`;
export const TAKEAWAY_LIST_PATH = '/pages/takeaway/index';
