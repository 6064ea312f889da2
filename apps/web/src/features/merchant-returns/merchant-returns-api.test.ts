import { describe, expect, it } from 'vitest';
import { approveReturn, receiveReturn, refuseReturn, shipExchange } from '@mall/contract/aftersale/answer-merchant-return';
import { queryMerchantReturns } from '@mall/contract/aftersale/query-merchant-returns';
import { MERCHANT_RETURNS_API } from './merchant-returns-api.ts';

describe('MERCHANT_RETURNS_API', () => {
  it('calls the contract’s paths', () => {
    expect(MERCHANT_RETURNS_API.query.path).toBe(queryMerchantReturns.path);
    expect(MERCHANT_RETURNS_API.approve.path).toBe(approveReturn.path);
    expect(MERCHANT_RETURNS_API.refuse.path).toBe(refuseReturn.path);
    expect(MERCHANT_RETURNS_API.receive.path).toBe(receiveReturn.path);
    expect(MERCHANT_RETURNS_API.shipExchange.path).toBe(shipExchange.path);
  });
});
