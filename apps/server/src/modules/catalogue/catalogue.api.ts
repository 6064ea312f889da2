// What other modules may use of the catalogue module (goods, SKUs, categories, reviews, search).
export { shopOfGoods, shopsOfGoods } from './goods-shops.ts';
export { returnStock, takeStock, type TakenSku } from './stock.ts';
export { catalogueFirstCalls } from './first-calls.ts';
export { artUrl } from './artwork.ts';
export { searchDocument } from './search-tokens.ts';
export { categoryNames, topCategory } from './top-category.ts';
export { skuFacts } from './sku-facts.ts';
