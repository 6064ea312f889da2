// What other modules may use of the shop module (shops, their delivery terms and pricing).
export { priceShopDelivery, type DeliveryFeeTemplate, type DeliveryLine, type ShopDeliveryTerms } from './delivery-fee.ts';
export { loadDeliveryTemplates } from './delivery-templates.ts';
export { isShopListed, listedShopNames, shopFaces } from './shop-listing.ts';
export { hasShopRight, isShopStaff, shopsWithRight } from './shop-staff.ts';
export { openShop, shopsOfAccount, type NewShop } from './shop-open.ts';
export { recordShopVisit, visitorKey } from './shop-visits.ts';
export { countShopGoods, shopChannel } from './shop-goods.ts';
export { inviteStaff, queryShopStaff, revokeStaff, setStaffRights } from './shop-staff-admin.ts';
export { fillLanguages, saveShopProfile } from './merchant-shop-profile.service.ts';
export { shopReturnAddress } from './shop-return-address.ts';
export { isPlusMember, plusBonusFor } from './shop-plus.service.ts';
export { timeZoneOf } from './business-hours.ts';
export { takeawayProblem, takeawayStateNow, takeawayToday, type TakeawayTerms } from './takeaway-terms.ts';
export { setTakeawayClock, takeawayNow } from './takeaway-clock.ts';
export { SHOP_EVENTS, shopSuspension, suspendedShopIds, type ShopStatusChanged } from './shop-suspension.ts';
