import { describe, expect, it } from 'vitest';
import { orderActions, orderDetailPath, orderIdParam, orderListPath, orderLogisticsPath, orderTabParam, parseTerminateReason } from './order-paths.ts';

describe('order paths', () => {
  it('reads the tab, defaulting to all', () => {
    expect(orderTabParam('paying')).toBe('paying');
    expect(orderTabParam('completed')).toBe('completed');
    expect(orderTabParam('terminated')).toBe('terminated');
    expect(orderTabParam('return')).toBe('return');
    expect(orderTabParam('refund')).toBe('all');
    expect(orderTabParam('')).toBe('all');
    expect(orderTabParam(undefined)).toBe('all');
  });

  it('builds list and detail paths', () => {
    expect(orderListPath('all')).toBe('/pages/order/order');
    expect(orderListPath('shipping')).toBe('/pages/order/order?tab=shipping');
    expect(orderDetailPath('paying', 7)).toBe('/pages/order/orderpayingdetail?orderId=7');
    expect(orderDetailPath('terminated', 12)).toBe('/pages/order/orderterminateddetail?orderId=12');
  });

  it('accepts only positive 32-bit order ids', () => {
    expect(orderIdParam('15')).toBe(15);
    for (const bad of [undefined, '', '0', '-3', '1.5', '01', 'abc', '2147483648', '99999999999']) expect(orderIdParam(bad)).toBeUndefined();
    expect(orderIdParam('2147483647')).toBe(2_147_483_647);
  });

  it('splits a terminate reason into its kind and the words', () => {
    expect(parseTerminateReason('shopper_cancel')).toEqual({ kind: 'shopper_cancel', note: '' });
    expect(parseTerminateReason('shopper_cancel: changed my mind')).toEqual({ kind: 'shopper_cancel', note: 'changed my mind' });
    expect(parseTerminateReason('unpaid_timeout')).toEqual({ kind: 'unpaid_timeout', note: '' });
    expect(parseTerminateReason('closed by the platform')).toEqual({ kind: 'other', note: 'closed by the platform' });
    expect(parseTerminateReason(null)).toEqual({ kind: 'other', note: '' });
  });

  it('offers cancel only while unpaid, receipt only once shipped, tracking once shipped and delete only when finished', () => {
    expect(orderActions('paying')).toEqual({ cancel: true, remove: false, receive: false, track: false, reorder: false });
    expect(orderActions('shipping')).toEqual({ cancel: false, remove: false, receive: false, track: false, reorder: false });
    expect(orderActions('receiving')).toEqual({ cancel: false, remove: false, receive: true, track: true, reorder: true });
    expect(orderActions('completed')).toEqual({ cancel: false, remove: true, receive: false, track: true, reorder: true });
    expect(orderActions('terminated')).toEqual({ cancel: false, remove: true, receive: false, track: false, reorder: true });
  });

  it('links an order to its logistics page', () => {
    expect(orderLogisticsPath(42)).toBe('/pages/order/logistics?orderId=42');
  });
});
