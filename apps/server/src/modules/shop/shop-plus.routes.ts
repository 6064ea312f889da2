import type { FastifyInstance } from 'fastify';
import { joinShopPlus as joinCall } from '@mall/contract/shop/join-shop-plus';
import { queryMerchantPlus as merchantPlusCall } from '@mall/contract/shop/query-merchant-plus';
import { queryPlusBenefit as benefitCall } from '@mall/contract/shop/query-plus-benefit';
import { queryShopBalance as balanceCall } from '@mall/contract/shop/query-shop-balance';
import { queryShopBalanceFlow as flowCall } from '@mall/contract/shop/query-shop-balance-flow';
import { queryShopBalances as balancesCall } from '@mall/contract/shop/query-shop-balances';
import { queryShopDenomination as denominationCall } from '@mall/contract/shop/query-shop-denomination';
import { queryShopMember as memberCall } from '@mall/contract/shop/query-shop-member';
import { saveMerchantPlus as saveCall } from '@mall/contract/shop/save-merchant-plus';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { textIn } from '../../platform/localized.ts';
import { registerEndpoint, shopOf, userOf } from '../../platform/route.ts';
import { readShopBalance, readShopBalanceFlow, readShopBalances, readShopValueTotal } from '../../read-models/shop-balance.ts';
import { joinShopPlus, queryMerchantPlus, queryPlusBenefit, queryShopDenomination, queryShopMember, saveMerchantPlus } from './shop-plus.service.ts';

/** Shop membership ("plus"): the public settings, joining, the caller's stored value, and the merchant console's settings. */
export function shopPlusRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  registerEndpoint(app, deps, benefitCall, ({ body, ctx }) => queryPlusBenefit(db, body.shopId, ctx.lang));
  registerEndpoint(app, deps, denominationCall, ({ body }) => queryShopDenomination(db, body.shopId));
  registerEndpoint(app, deps, memberCall, ({ body, ctx }) => queryShopMember(db, userOf(ctx), body.shopId));
  registerEndpoint(app, deps, joinCall, ({ body, ctx }) => joinShopPlus(db, userOf(ctx), body.shopId));
  registerEndpoint(app, deps, balanceCall, async ({ body, ctx }) => {
    const member = await queryShopMember(db, userOf(ctx), body.shopId);
    return { shopId: body.shopId, member: member.member, balance: await readShopBalance(db, userOf(ctx), body.shopId) };
  });
  registerEndpoint(app, deps, flowCall, async ({ body, ctx }) => {
    await queryShopMember(db, userOf(ctx), body.shopId);
    const after = body.after;
    if (after !== undefined && after !== '' && !/^\d{1,15}$/.test(after)) throw new AppError('INVALID_REQUEST', { data: { field: 'after' } });
    const beforeId = after ? Number(after) : undefined;
    const rows = await readShopBalanceFlow(db, userOf(ctx), body.shopId, { beforeId, limit: body.pageSize + 1 });
    const list = rows.slice(0, body.pageSize);
    return {
      balance: await readShopBalance(db, userOf(ctx), body.shopId),
      list,
      next: rows.length > body.pageSize ? String(list[list.length - 1]!.id) : null,
    };
  });
  registerEndpoint(app, deps, balancesCall, async ({ ctx }) => {
    const rows = await readShopBalances(db, userOf(ctx));
    return { list: rows.map((r) => ({ shopId: r.shopId, shopName: textIn(r.name, ctx.lang), logo: r.logo, balance: r.balance, joinedAt: r.joinedAt })) };
  });
  registerEndpoint(app, deps, merchantPlusCall, async ({ ctx }) => queryMerchantPlus(db, shopOf(ctx), await readShopValueTotal(db, shopOf(ctx))), { shopOf: (body) => body.shopId });
  registerEndpoint(
    app,
    deps,
    saveCall,
    async ({ body, ctx }) => {
      await saveMerchantPlus(db, shopOf(ctx), body);
      return queryMerchantPlus(db, shopOf(ctx), await readShopValueTotal(db, shopOf(ctx)));
    },
    { shopOf: (body) => body.shopId },
  );
}
