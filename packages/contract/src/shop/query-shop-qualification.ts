import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZShopQualification } from './shop-fields.ts';
import { ZShopIdRequest } from './shop-id.ts';

export const path = 'shop/qualification';

export const ZQueryShopQualificationRequest = ZShopIdRequest;
export const ZQueryShopQualificationResponse = z.array(ZShopQualification);
export type TQueryShopQualificationRequest = z.input<typeof ZQueryShopQualificationRequest>;
export type TQueryShopQualificationResponse = z.infer<typeof ZQueryShopQualificationResponse>;

export const queryShopQualification = defineEndpoint({
  path,
  access: 'public',
  summary: 'A shop\'s own licences and permits, in order',
  request: ZQueryShopQualificationRequest,
  response: ZQueryShopQualificationResponse,
});
