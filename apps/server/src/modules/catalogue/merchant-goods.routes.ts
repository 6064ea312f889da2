import type { FastifyInstance } from 'fastify';
import { adjustMerchantGoodsStock as adjustStock } from '@mall/contract/catalogue/adjust-merchant-goods-stock';
import { queryMerchantGoods as list } from '@mall/contract/catalogue/query-merchant-goods';
import { queryMerchantGoodsCategories as categories } from '@mall/contract/catalogue/query-merchant-goods-categories';
import { queryMerchantGoodsDetail as detail } from '@mall/contract/catalogue/query-merchant-goods-detail';
import { saveMerchantGoods as save } from '@mall/contract/catalogue/save-merchant-goods';
import { shelveMerchantGoods as shelve } from '@mall/contract/catalogue/shelve-merchant-goods';
import { unshelveMerchantGoods as unshelve } from '@mall/contract/catalogue/unshelve-merchant-goods';
import type { Deps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { registerEndpoint, shopOf, userOf } from '../../platform/route.ts';
import { shopChannel } from '../shop/shop.api.ts';
import { queryCategoryTree } from './category.service.ts';
import { goodsChangesOf } from './goods-changes.ts';
import { shopOfGoods, shopOfSku } from './goods-shops.ts';
import { readMerchantGoods } from './merchant-goods-detail.service.ts';
import { queryMerchantGoods } from './merchant-goods-query.service.ts';
import { saveMerchantGoods } from './merchant-goods-save.service.ts';
import { setGoodsStatus } from './merchant-goods-shelf.service.ts';
import { adjustSkuStock } from './merchant-goods-stock.service.ts';

/**
 * The merchant console's goods calls. Each names its shop through what the body holds, looked up here (a goods or
 * SKU id gives its goods' shop), and the platform checks the caller's `goods` right there before the handler runs:
 * another shop's goods answer 1004 like goods that do not exist.
 */
export function merchantGoodsRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  const changes = goodsChangesOf(deps.events);
  const byGoods = { shopOf: (body: { goodsId: number }) => shopOfGoods(db, body.goodsId) };
  registerEndpoint(app, deps, list, ({ body, ctx }) => queryMerchantGoods(db, shopOf(ctx), body, ctx.lang), { shopOf: (body) => body.shopId });
  registerEndpoint(
    app,
    deps,
    categories,
    async ({ ctx }) => {
      const channel = await shopChannel(db, shopOf(ctx));
      if (!channel) throw notFound();
      return queryCategoryTree(db, channel, ctx.lang);
    },
    { shopOf: (body) => body.shopId },
  );
  registerEndpoint(app, deps, detail, ({ body, ctx }) => readMerchantGoods(db, body.goodsId, ctx.lang), byGoods);
  registerEndpoint(app, deps, save, ({ body, ctx }) => saveMerchantGoods(db, changes, { accountId: userOf(ctx), shopId: shopOf(ctx) }, body, ctx.lang), {
    // An edit acts on the goods' own shop; a shop named beside it must be that one.
    shopOf: async (body) => {
      if (body.goodsId === undefined) return body.shopId;
      const owner = await shopOfGoods(db, body.goodsId);
      return body.shopId === undefined || body.shopId === owner ? owner : undefined;
    },
  });
  registerEndpoint(app, deps, shelve, ({ body }) => setGoodsStatus(db, changes, body.goodsId, 'on_sale'), byGoods);
  registerEndpoint(app, deps, unshelve, ({ body }) => setGoodsStatus(db, changes, body.goodsId, 'off_shelf'), byGoods);
  registerEndpoint(app, deps, adjustStock, ({ body }) => adjustSkuStock(db, changes, body.skuId, body.delta), { shopOf: (body) => shopOfSku(db, body.skuId) });
}
