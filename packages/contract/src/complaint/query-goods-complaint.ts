import type { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZComplaint, ZComplaintIdRequest } from './complaint-fields.ts';

export const path = 'complaint/query/goodsComplaint';

export const ZQueryGoodsComplaintRequest = ZComplaintIdRequest;
export type TQueryGoodsComplaintRequest = z.input<typeof ZQueryGoodsComplaintRequest>;
export const ZQueryGoodsComplaintResponse = ZComplaint;
export type TQueryGoodsComplaintResponse = z.infer<typeof ZQueryGoodsComplaintResponse>;

export const queryGoodsComplaint = defineEndpoint({
  path,
  access: 'user',
  summary: "One of the caller's complaints with what it is about and the platform's answer (another shopper's answers 1004)",
  request: ZQueryGoodsComplaintRequest,
  response: ZQueryGoodsComplaintResponse,
});
