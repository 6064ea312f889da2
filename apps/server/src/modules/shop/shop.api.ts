// What other modules may use of the shop module (shops, their delivery terms and pricing).
export { priceShopDelivery, type DeliveryFeeTemplate, type DeliveryLine, type ShopDeliveryTerms } from './delivery-fee.ts';
export { loadDeliveryTemplates } from './delivery-templates.ts';
export { isShopListed, listedShopNames, shopFaces } from './shop-listing.ts';
export { hasShopRight, isShopStaff, shopsWithRight } from './shop-staff.ts';
