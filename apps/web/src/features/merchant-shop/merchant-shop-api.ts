import { path as nationAreasPath, type listNationAreas } from '@mall/contract/location/list-nation-areas';
import { path as nationsPath, type listNations } from '@mall/contract/location/list-nations';
import { path as deleteTemplatePath, type deleteDeliveryTemplate } from '@mall/contract/shop/delete-delivery-template';
import { path as templatesPath, type queryDeliveryTemplates } from '@mall/contract/shop/query-delivery-templates';
import { path as profilePath, type queryMerchantShopProfile } from '@mall/contract/shop/query-merchant-shop-profile';
import { path as saveTemplatePath, type saveDeliveryTemplate } from '@mall/contract/shop/save-delivery-template';
import { path as saveHoursPath, type saveShopBusinessTimes } from '@mall/contract/shop/save-shop-business-times';
import { path as saveProfilePath, type saveShopProfile } from '@mall/contract/shop/save-shop-profile';
import { endpointRef } from '../../shared/transport/endpoint-ref.ts';

/** The shop settings calls of the merchant console, and the nation and province lists the template editor picks from. */
export const MERCHANT_SHOP_API = {
  profile: endpointRef<typeof queryMerchantShopProfile>(profilePath),
  saveProfile: endpointRef<typeof saveShopProfile>(saveProfilePath),
  saveHours: endpointRef<typeof saveShopBusinessTimes>(saveHoursPath),
  templates: endpointRef<typeof queryDeliveryTemplates>(templatesPath),
  saveTemplate: endpointRef<typeof saveDeliveryTemplate>(saveTemplatePath),
  deleteTemplate: endpointRef<typeof deleteDeliveryTemplate>(deleteTemplatePath),
  nations: endpointRef<typeof listNations>(nationsPath),
  provinces: endpointRef<typeof listNationAreas>(nationAreasPath),
};
