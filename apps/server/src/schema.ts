// Every table of the server, for Drizzle's typed queries and for drizzle-kit's migrations.
export * from './platform/settings.tables.ts';
export * from './platform/outbox.tables.ts';
export * from './modules/account/account.tables.ts';
export * from './modules/app/app.tables.ts';
export * from './modules/resource/resource.tables.ts';
export * from './modules/resource/nation.tables.ts';
export * from './modules/resource/agreement.tables.ts';
export * from './modules/account/address.tables.ts';
export * from './modules/messaging/messaging.tables.ts';
export * from './modules/resource/upload.tables.ts';
export * from './modules/merchant/merchant.tables.ts';
export * from './modules/shop/shop.tables.ts';
export * from './modules/catalogue/catalogue.tables.ts';
export * from './modules/catalogue/home.tables.ts';
export * from './modules/promotion/coupon.tables.ts';
export * from './modules/cart/cart.tables.ts';
export * from './modules/order/order.tables.ts';
