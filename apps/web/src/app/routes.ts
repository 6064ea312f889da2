import { lazy, type ComponentType } from 'react';
import { loadAllTexts } from '../shared/i18n/i18n.ts';
import type { LazyPage } from './route-page.tsx';

/** A route of spec/routes.txt: its path and its page, one lazily loaded file per page. */
export interface RouteEntry {
  path: string;
  page: LazyPage;
}

const home: LazyPage = lazy(() => import('../pages/index/index.tsx'));

/**
 * A page past the home page: its chunk and the namespaces the launch left out (shared/i18n/i18n.ts) load
 * together, so the page never shows a missing text and the first screen carries only what it uses.
 */
export function page<P>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => Promise.all([load(), loadAllTexts()]).then(([module]) => module));
}

/** Only pages that exist are listed; each later issue adds its own. Login needs come from the path (spec 5). */
export const ROUTES: readonly RouteEntry[] = [
  { path: '/', page: home },
  { path: '/pages/index/index', page: home },
  { path: '/pages/category/index', page: page(() => import('../pages/category/index.tsx')) },
  { path: '/pages/category/mlindex', page: page(() => import('../pages/category/mlindex.tsx')) },
  { path: '/pages/category/sublist', page: page(() => import('../pages/category/sublist.tsx')) },
  { path: '/pages/category/lastlevellist', page: page(() => import('../pages/category/lastlevellist.tsx')) },
  { path: '/pages/category/all', page: page(() => import('../pages/category/all.tsx')) },
  { path: '/pages/shortcut/index', page: page(() => import('../pages/shortcut/index.tsx')) },
  { path: '/pages/shortcut/homeliving', page: page(() => import('../pages/shortcut/homeliving.tsx')) },
  { path: '/pages/activity/index', page: page(() => import('../pages/activity/index.tsx')) },
  { path: '/pages/score/index', page: page(() => import('../pages/score/index.tsx')) },
  { path: '/pages/location/index', page: page(() => import('../pages/location/index.tsx')) },
  { path: '/pages/location/search', page: page(() => import('../pages/location/search.tsx')) },
  { path: '/pages/goods/goodsnews', page: page(() => import('../pages/goods/goodsnews.tsx')) },
  { path: '/pages/groupbuy/housegoods', page: page(() => import('../pages/groupbuy/housegoods.tsx')) },
  { path: '/pages/groupbuy/detail', page: page(() => import('../pages/groupbuy/detail.tsx')) },
  { path: '/pages/groupbuy/shopaddresslist', page: page(() => import('../pages/groupbuy/shopaddresslist.tsx')) },
  { path: '/pages/goods/goodshousechoose', page: page(() => import('../pages/goods/goodshousechoose.tsx')) },
  { path: '/pages/health/index', page: page(() => import('../pages/health/index.tsx')) },
  { path: '/pages/health/otclist', page: page(() => import('../pages/health/otclist.tsx')) },
  { path: '/pages/health/otcgoodsdetail', page: page(() => import('../pages/health/otcgoodsdetail.tsx')) },
  { path: '/pages/health/message', page: page(() => import('../pages/health/message.tsx')) },
  { path: '/pages/category/otclist', page: page(() => import('../pages/category/otclist.tsx')) },
  { path: '/pages/category/otclastlevel', page: page(() => import('../pages/category/otclastlevel.tsx')) },
  { path: '/pages/index/cart', page: page(() => import('../pages/index/cart.tsx')) },
  { path: '/pages/index/message', page: page(() => import('../pages/index/message.tsx')) },
  { path: '/pages/chat/chat', page: page(() => import('../pages/chat/chat.tsx')) },
  { path: '/pages/index/user', page: page(() => import('../pages/index/user.tsx')) },
  { path: '/pages/login/login', page: page(() => import('../pages/login/login.tsx')) },
  { path: '/pages/login/entercode', page: page(() => import('../pages/login/entercode.tsx')) },
  { path: '/pages/login/register', page: page(() => import('../pages/login/register.tsx')) },
  { path: '/pages/privacy/privacy', page: page(() => import('../pages/privacy/privacy.tsx')) },
  { path: '/pages/popup/popup', page: page(() => import('../pages/popup/popup.tsx')) },
  { path: '/pages/scancode/index', page: page(() => import('../pages/scancode/index.tsx')) },
  { path: '/pages/customerzone/guide', page: page(() => import('../pages/customerzone/guide.tsx')) },
  { path: '/pages/agreement/agreement', page: page(() => import('../pages/agreement/agreement.tsx')) },
  { path: '/pages/agreement/detail', page: page(() => import('../pages/agreement/detail.tsx')) },
  { path: '/pages/user/edituser', page: page(() => import('../pages/user/edituser.tsx')) },
  { path: '/pages/user/setting', page: page(() => import('../pages/user/setting.tsx')) },
  { path: '/pages/user/currency', page: page(() => import('../pages/user/currency.tsx')) },
  { path: '/pages/user/address/list', page: page(() => import('../pages/user/address/list.tsx')) },
  { path: '/pages/user/address/add', page: page(() => import('../pages/user/address/add.tsx')) },
  { path: '/pages/user/messagelist', page: page(() => import('../pages/user/messagelist.tsx')) },
  { path: '/pages/user/messagedetail', page: page(() => import('../pages/user/messagedetail.tsx')) },
  { path: '/pages/goods/goodsdetail', page: page(() => import('../pages/goods/goodsdetail.tsx')) },
  { path: '/pages/goods/goodscart', page: page(() => import('../pages/goods/goodscart.tsx')) },
  { path: '/pages/goods/goodsreview', page: page(() => import('../pages/goods/goodsreview.tsx')) },
  { path: '/pages/user/wishlist', page: page(() => import('../pages/user/wishlist.tsx')) },
  { path: '/pages/user/browsegoods', page: page(() => import('../pages/user/browsegoods.tsx')) },
  { path: '/pages/user/usercoupon', page: page(() => import('../pages/user/usercoupon.tsx')) },
  { path: '/pages/user/wallet/recharge', page: page(() => import('../pages/user/wallet/recharge.tsx')) },
  { path: '/pages/user/wallet/withdraw', page: page(() => import('../pages/user/wallet/withdraw.tsx')) },
  { path: '/pages/user/reviews', page: page(() => import('../pages/user/reviews.tsx')) },
  { path: '/pages/user/publishreview', page: page(() => import('../pages/user/publishreview.tsx')) },
  { path: '/pages/user/viewreviews', page: page(() => import('../pages/user/viewreviews.tsx')) },
  { path: '/pages/shop/index', page: page(() => import('../pages/shop/index.tsx')) },
  { path: '/pages/shop/membershipnotice', page: page(() => import('../pages/shop/membershipnotice.tsx')) },
  { path: '/pages/shop/detail', page: page(() => import('../pages/shop/detail.tsx')) },
  { path: '/pages/shop/shopmerchantcert', page: page(() => import('../pages/shop/shopmerchantcert.tsx')) },
  { path: '/pages/shop/nearshop', page: page(() => import('../pages/shop/nearshop.tsx')) },
  { path: '/pages/user/followshop', page: page(() => import('../pages/user/followshop.tsx')) },
  { path: '/pages/user/applymerchant', page: page(() => import('../pages/user/applymerchant.tsx')) },
  { path: '/pages/user/applymerchantresult', page: page(() => import('../pages/user/applymerchantresult.tsx')) },
  { path: '/pages/user/editmerchant', page: page(() => import('../pages/user/editmerchant.tsx')) },
  { path: '/pages/user/invoice/invoiceapply', page: page(() => import('../pages/user/invoice/invoiceapply.tsx')) },
  { path: '/pages/goods/goodssearch', page: page(() => import('../pages/goods/goodssearch.tsx')) },
  { path: '/pages/goods/goodssearchresult', page: page(() => import('../pages/goods/goodssearchresult.tsx')) },
  { path: '/pages/order/checkout', page: page(() => import('../pages/order/checkout.tsx')) },
  { path: '/pages/order/order', page: page(() => import('../pages/order/order.tsx')) },
  { path: '/pages/order/orderpayingdetail', page: page(() => import('../pages/order/orderpayingdetail.tsx')) },
  { path: '/pages/order/ordershippingdetail', page: page(() => import('../pages/order/ordershippingdetail.tsx')) },
  { path: '/pages/order/orderreceivingdetail', page: page(() => import('../pages/order/orderreceivingdetail.tsx')) },
  { path: '/pages/order/ordercompleteddetail', page: page(() => import('../pages/order/ordercompleteddetail.tsx')) },
  { path: '/pages/order/orderterminateddetail', page: page(() => import('../pages/order/orderterminateddetail.tsx')) },
  { path: '/pages/order/takeawayorderdetail', page: page(() => import('../pages/order/takeawayorderdetail.tsx')) },
  { path: '/pages/takeaway/index', page: page(() => import('../pages/takeaway/index.tsx')) },
  { path: '/pages/takeaway/detail', page: page(() => import('../pages/takeaway/detail.tsx')) },
  { path: '/pages/order/returnapply', page: page(() => import('../pages/order/returnapply.tsx')) },
  { path: '/pages/order/returnrefund', page: page(() => import('../pages/order/returnrefund.tsx')) },
  { path: '/pages/order/returnandrefund', page: page(() => import('../pages/order/returnandrefund.tsx')) },
  { path: '/pages/order/returnexchange', page: page(() => import('../pages/order/returnexchange.tsx')) },
  { path: '/pages/order/orderreturndetail', page: page(() => import('../pages/order/orderreturndetail.tsx')) },
  { path: '/pages/order/logistics', page: page(() => import('../pages/order/logistics.tsx')) },
  { path: '/pages/order/payment', page: page(() => import('../pages/order/payment.tsx')) },
  { path: '/pages/order/paymentdetail', page: page(() => import('../pages/order/paymentdetail.tsx')) },
  { path: '/pages/order/cancelpayment', page: page(() => import('../pages/order/cancelpayment.tsx')) },
  { path: '/pages/order/mppaymentdetail', page: page(() => import('../pages/order/mppaymentdetail.tsx')) },
  { path: '/pages/order/offlinepaymentdetail', page: page(() => import('../pages/order/offlinepaymentdetail.tsx')) },
  { path: '/pages/complaint/complaint', page: page(() => import('../pages/complaint/complaint.tsx')) },
  { path: '/pages/complaint/reportrecord', page: page(() => import('../pages/complaint/reportrecord.tsx')) },
  { path: '/pages/complaint/reportdetail', page: page(() => import('../pages/complaint/reportdetail.tsx')) },
  { path: '/pages/complaint/detail', page: page(() => import('../pages/complaint/detail.tsx')) },
];

/**
 * The merchant console's pages have a table of their own (merchant-routes.tsx), loaded with the first console
 * page: their entries would otherwise sit in the shell's preload map, on every shopper's first screen.
 */
export const MERCHANT_CONSOLE: LazyPage = lazy(() => import('./merchant-routes.tsx'));
export const MERCHANT_CONSOLE_PATH = '/merchant/*';

export const NOT_FOUND_PAGE: LazyPage = lazy(() => import('../pages/not-found.tsx'));
