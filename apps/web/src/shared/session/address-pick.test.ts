import { describe, expect, it } from 'vitest';
import { addressPickAddPath, addressPickListPath, pickReturnPath, pickStepsBack, rememberPickedAddress, takePickedAddress } from './address-pick.ts';

const query = (path: string) => Object.fromEntries(new URL(path, 'http://localhost').searchParams);

describe('address pick mode', () => {
  it('opens the book or the add page in pick mode, knowing the way back', () => {
    const list = query(addressPickListPath('/pages/order/checkout?checkoutId=3', 5));
    expect(list).toEqual({ pick: '1', chosen: '5', from: '/pages/order/checkout?checkoutId=3' });
    expect(pickStepsBack(list)).toBe(1);
    expect(pickReturnPath(list)).toBe('/pages/order/checkout?checkoutId=3');
    expect(pickStepsBack(query(addressPickAddPath('/pages/order/checkout?checkoutId=3', 2)))).toBe(2);
    expect(pickStepsBack({})).toBeUndefined();
    expect(pickStepsBack({ pick: '3' })).toBeUndefined();
  });

  it('returns only to a page of this app', () => {
    expect(pickReturnPath({ from: 'https://evil.example/pages/x' })).toBeUndefined();
    expect(pickReturnPath({ from: '//evil.example' })).toBeUndefined();
    expect(pickReturnPath({ from: '/api/x' })).toBeUndefined();
    expect(pickReturnPath({})).toBeUndefined();
  });

  it('hands the chosen address over once', () => {
    rememberPickedAddress(12, 1000);
    expect(takePickedAddress(2000)).toBe(12);
    expect(takePickedAddress(2000)).toBeUndefined();
  });

  it('ignores a choice nobody took in time', () => {
    rememberPickedAddress(12, 1000);
    expect(takePickedAddress(1000 + 11 * 60_000)).toBeUndefined();
  });
});
