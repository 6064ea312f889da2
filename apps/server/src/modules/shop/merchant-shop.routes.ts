import type { FastifyInstance } from 'fastify';
import { deleteDeliveryTemplate as deleteTemplateCall } from '@mall/contract/shop/delete-delivery-template';
import { queryDeliveryTemplates as templatesCall } from '@mall/contract/shop/query-delivery-templates';
import { queryMerchantShopProfile as profileCall } from '@mall/contract/shop/query-merchant-shop-profile';
import { saveDeliveryTemplate as saveTemplateCall } from '@mall/contract/shop/save-delivery-template';
import { saveShopBusinessTimes as businessTimesCall } from '@mall/contract/shop/save-shop-business-times';
import { queryMerchantTakeawaySettings as takeawaySettingsCall } from '@mall/contract/takeaway/query-merchant-takeaway-settings';
import { saveMerchantTakeawaySettings as saveTakeawaySettingsCall } from '@mall/contract/takeaway/save-merchant-takeaway-settings';
import type { Deps } from '../../platform/deps.ts';
import { registerEndpoint, shopOf } from '../../platform/route.ts';
import { saveShopBusinessTimes } from './merchant-business-times.service.ts';
import { queryTakeawaySettings, saveTakeawaySettings } from './merchant-takeaway-settings.service.ts';
import { deleteDeliveryTemplate, queryDeliveryTemplates, saveDeliveryTemplate, shopOfDeliveryTemplate } from './merchant-delivery-templates.service.ts';
import { queryMerchantShopProfile } from './merchant-shop-profile.service.ts';

/**
 * The merchant console's shop settings: the profile as edited, the week's hours, the delivery-fee templates. Each call
 * acts on one shop where the caller holds the `goods` right (the route's shop scope checks it first). The profile's
 * save needs the catalogue's search tokens, so it is registered by the merchant module (merchant-shop-profile.routes.ts).
 */
export function merchantShopRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  registerEndpoint(app, deps, profileCall, ({ ctx }) => queryMerchantShopProfile(db, shopOf(ctx)), { shopOf: (body) => body.shopId });
  registerEndpoint(app, deps, businessTimesCall, ({ body, ctx }) => saveShopBusinessTimes(db, shopOf(ctx), body.days), { shopOf: (body) => body.shopId });
  registerEndpoint(app, deps, takeawaySettingsCall, ({ ctx }) => queryTakeawaySettings(db, shopOf(ctx)), { shopOf: (body) => body.shopId });
  registerEndpoint(app, deps, saveTakeawaySettingsCall, ({ body, ctx }) => saveTakeawaySettings(db, { ...body, shopId: shopOf(ctx) }), { shopOf: (body) => body.shopId });
  registerEndpoint(app, deps, templatesCall, ({ ctx }) => queryDeliveryTemplates(db, shopOf(ctx), ctx.lang), { shopOf: (body) => body.shopId });
  registerEndpoint(app, deps, saveTemplateCall, ({ body, ctx }) => saveDeliveryTemplate(db, shopOf(ctx), body, ctx.lang), { shopOf: (body) => body.shopId });
  registerEndpoint(app, deps, deleteTemplateCall, ({ body, ctx }) => deleteDeliveryTemplate(db, shopOf(ctx), body.templateId), {
    shopOf: (body) => shopOfDeliveryTemplate(db, body.templateId),
  });
}
