import type account from '../../locales/en/account.json';
import type aftersale from '../../locales/en/aftersale.json';
import type cart from '../../locales/en/cart.json';
import type catalogue from '../../locales/en/catalogue.json';
import type coupon from '../../locales/en/coupon.json';
import type common from '../../locales/en/common.json';
import type complaint from '../../locales/en/complaint.json';
import type forms from '../../locales/en/forms.json';
import type goods from '../../locales/en/goods.json';
import type home from '../../locales/en/home.json';
import type invoice from '../../locales/en/invoice.json';
import type logistics from '../../locales/en/logistics.json';
import type location from '../../locales/en/location.json';
import type merchant from '../../locales/en/merchant.json';
import type merchantCoupons from '../../locales/en/merchant-coupons.json';
import type merchantGoods from '../../locales/en/merchant-goods.json';
import type merchantReturns from '../../locales/en/merchant-returns.json';
import type merchantShop from '../../locales/en/merchant-shop.json';
import type messaging from '../../locales/en/messaging.json';
import type chat from '../../locales/en/chat.json';
import type order from '../../locales/en/order.json';
import type payment from '../../locales/en/payment.json';
import type reviews from '../../locales/en/reviews.json';
import type score from '../../locales/en/score.json';
import type groupbuy from '../../locales/en/groupbuy.json';
import type health from '../../locales/en/health.json';
import type search from '../../locales/en/search.json';
import type shell from '../../locales/en/shell.json';
import type shop from '../../locales/en/shop.json';
import type wallet from '../../locales/en/wallet.json';
import type takeaway from '../../locales/en/takeaway.json';
import type plus from '../../locales/en/plus.json';
import type share from '../../locales/en/share.json';

// English is the reference: keys are checked at compile time against it, and locales.test.ts checks zh and ja match it.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    returnNull: false;
    resources: {
      account: typeof account;
      aftersale: typeof aftersale;
      cart: typeof cart;
      catalogue: typeof catalogue;
      common: typeof common;
      complaint: typeof complaint;
      coupon: typeof coupon;
      forms: typeof forms;
      goods: typeof goods;
      home: typeof home;
      invoice: typeof invoice;
      logistics: typeof logistics;
      location: typeof location;
      merchant: typeof merchant;
      'merchant-coupons': typeof merchantCoupons;
      'merchant-goods': typeof merchantGoods;
      'merchant-returns': typeof merchantReturns;
      'merchant-shop': typeof merchantShop;
      messaging: typeof messaging;
      chat: typeof chat;
      order: typeof order;
      payment: typeof payment;
      reviews: typeof reviews;
      score: typeof score;
      groupbuy: typeof groupbuy;
      health: typeof health;
      search: typeof search;
      shell: typeof shell;
      shop: typeof shop;
      wallet: typeof wallet;
      takeaway: typeof takeaway;
      plus: typeof plus;
      share: typeof share;
    };
  }
}
