// What other modules may use of the catalogue module (goods, SKUs, categories, reviews, search).
export { shopsOfGoods } from './goods-shops.ts';
export { returnStock, takeStock, type TakenSku } from './stock.ts';
export { catalogueFirstCalls } from './first-calls.ts';
