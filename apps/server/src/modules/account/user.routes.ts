import type { FastifyInstance } from 'fastify';
import { queryUserCenter as userCenter } from '@mall/contract/account/query-user-center';
import { queryUserCurrency as userCurrency } from '@mall/contract/account/query-user-currency';
import { queryUserInfo as userInfo } from '@mall/contract/account/query-user-info';
import { updateUserInfo as updateInfo } from '@mall/contract/account/update-user-info';
import type { Deps } from '../../platform/deps.ts';
import { registerEndpoint, userOf } from '../../platform/route.ts';
import { queryUserCenter, queryUserCurrency, queryUserInfo, updateUserInfo } from './user.service.ts';

export function userRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, userInfo, ({ ctx }) => queryUserInfo(deps, userOf(ctx)));
  registerEndpoint(app, deps, updateInfo, ({ body, ctx }) => updateUserInfo(deps, userOf(ctx), body, ctx.lang));
  registerEndpoint(app, deps, userCurrency, ({ ctx }) => queryUserCurrency(deps, userOf(ctx), ctx.lang));
  registerEndpoint(app, deps, userCenter, ({ ctx }) => queryUserCenter(deps, userOf(ctx)));
}
