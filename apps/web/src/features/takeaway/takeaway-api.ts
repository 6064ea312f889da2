import { path as movePath, type moveMerchantTakeawayOrder } from '@mall/contract/takeaway/move-merchant-takeaway-order';
import { path as ordersPath, type queryMerchantTakeawayOrders } from '@mall/contract/takeaway/query-merchant-takeaway-orders';
import { path as settingsPath, type queryMerchantTakeawaySettings } from '@mall/contract/takeaway/query-merchant-takeaway-settings';
import { path as progressPath, type queryTakeawayProgress } from '@mall/contract/takeaway/query-takeaway-progress';
import { path as shopPath, type queryTakeawayShopAndCoupons } from '@mall/contract/takeaway/query-takeaway-shop-and-coupons';
import { path as shopsPath, type queryTakeawayShopsAndGoods } from '@mall/contract/takeaway/query-takeaway-shops-and-goods';
import { path as saveSettingsPath, type saveMerchantTakeawaySettings } from '@mall/contract/takeaway/save-merchant-takeaway-settings';
import { endpointRef } from '../../shared/transport/endpoint-ref.ts';

/** Takeaway's calls: the shop and nearby pages, the shopper's progress, the console's settings and orders. */
export const TAKEAWAY_API = {
  shop: endpointRef<typeof queryTakeawayShopAndCoupons>(shopPath),
  shops: endpointRef<typeof queryTakeawayShopsAndGoods>(shopsPath),
  progress: endpointRef<typeof queryTakeawayProgress>(progressPath),
  settings: endpointRef<typeof queryMerchantTakeawaySettings>(settingsPath),
  saveSettings: endpointRef<typeof saveMerchantTakeawaySettings>(saveSettingsPath),
  orders: endpointRef<typeof queryMerchantTakeawayOrders>(ordersPath),
  move: endpointRef<typeof moveMerchantTakeawayOrder>(movePath),
};
