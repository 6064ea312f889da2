import type { FastifyInstance } from 'fastify';
import { deleteAddress as deleteEndpoint } from '@mall/contract/account/address-delete';
import { setDefaultAddress as defaultEndpoint } from '@mall/contract/account/address-default';
import { queryAddresses as queryEndpoint } from '@mall/contract/account/address-query';
import { queryAddressDetail as detailEndpoint } from '@mall/contract/account/address-query-detail';
import { saveAddress as saveEndpoint } from '@mall/contract/account/address-save';
import type { Deps } from '../../platform/deps.ts';
import { registerEndpoint, userOf } from '../../platform/route.ts';
import { deleteAddress, queryAddressDetail, queryAddresses, saveAddress, setDefaultAddress } from './address.service.ts';

export function addressRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, saveEndpoint, ({ body, ctx }) => saveAddress(deps.db, userOf(ctx), body, ctx.lang));
  registerEndpoint(app, deps, deleteEndpoint, ({ body, ctx }) => deleteAddress(deps.db, userOf(ctx), body.id));
  registerEndpoint(app, deps, defaultEndpoint, ({ body, ctx }) => setDefaultAddress(deps.db, userOf(ctx), body.id, ctx.lang));
  registerEndpoint(app, deps, queryEndpoint, ({ ctx }) => queryAddresses(deps.db, userOf(ctx), ctx.lang));
  registerEndpoint(app, deps, detailEndpoint, ({ body, ctx }) => queryAddressDetail(deps.db, userOf(ctx), body.id, ctx.lang));
}
