// What other modules may use of the cart module.
export { reorderCartGoods } from './cart-reorder.service.ts';
export { ownCartLines, removeBoughtLines } from './cart.service.ts';
