import type { FastifyInstance } from 'fastify';
import { addCartGoods as add } from '@mall/contract/cart/add-cart-goods';
import { batchRemoveCartGoods as batchRemove } from '@mall/contract/cart/batch-remove-cart-goods';
import { cartDeliveryFee as deliveryFee } from '@mall/contract/cart/cart-delivery-fee';
import { changeCartGoodsQty as changeQty } from '@mall/contract/cart/change-cart-goods-qty';
import { changeCartGoodsSku as changeSku } from '@mall/contract/cart/change-cart-goods-sku';
import { pickCartGoods as pick } from '@mall/contract/cart/pick-cart-goods';
import { queryCartGoods as query } from '@mall/contract/cart/query-cart-goods';
import { queryCartGoodsCount as countQuery } from '@mall/contract/cart/query-cart-goods-count';
import { removeCartGoods as remove } from '@mall/contract/cart/remove-cart-goods';
import { reorderCartGoods as reorder } from '@mall/contract/cart/reorder-cart-goods';
import type { Deps } from '../../platform/deps.ts';
import { registerEndpoint, userOf } from '../../platform/route.ts';
import {
  addCartGoods,
  batchRemoveCartGoods,
  changeCartGoodsQty,
  changeCartGoodsSku,
  pickCartGoods,
  queryCartGoods,
  queryCartGoodsCount,
  removeCartGoods,
} from './cart.service.ts';
import { queryCartDeliveryFee } from './cart-delivery-fee.service.ts';
import { reorderCartGoods } from './cart-reorder.service.ts';

/** The cart's calls: lines in, out and changed, an order's goods back in, delivery fees, the cart page and the tab badge. */
export function cartRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  registerEndpoint(app, deps, add, ({ body, ctx }) => addCartGoods(db, userOf(ctx), body));
  registerEndpoint(app, deps, changeQty, ({ body, ctx }) => changeCartGoodsQty(db, userOf(ctx), body));
  registerEndpoint(app, deps, changeSku, ({ body, ctx }) => changeCartGoodsSku(db, userOf(ctx), body));
  registerEndpoint(app, deps, pick, ({ body, ctx }) => pickCartGoods(db, userOf(ctx), body));
  registerEndpoint(app, deps, remove, ({ body, ctx }) => removeCartGoods(db, userOf(ctx), body.cartId));
  registerEndpoint(app, deps, batchRemove, ({ body, ctx }) => batchRemoveCartGoods(db, userOf(ctx), body.cartIds));
  registerEndpoint(app, deps, query, ({ ctx }) => queryCartGoods(db, userOf(ctx), ctx.lang));
  registerEndpoint(app, deps, reorder, ({ body, ctx }) => reorderCartGoods(db, userOf(ctx), body, ctx.lang));
  registerEndpoint(app, deps, deliveryFee, ({ body, ctx }) => queryCartDeliveryFee(db, userOf(ctx), body, ctx.lang));
  registerEndpoint(app, deps, countQuery, ({ ctx }) => queryCartGoodsCount(db, userOf(ctx)));
}
