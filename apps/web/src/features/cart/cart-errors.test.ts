import { describe, expect, it } from 'vitest';
import { ABORTED, ApiError } from '../../shared/transport/api-error.ts';
import { cartErrorMessage, type CartErrorText } from './cart-errors.ts';

const text: CartErrorText = (key, n) => `${key}:${n}`;

describe('cartErrorMessage', () => {
  it('names the bound that stopped the change, with its number', () => {
    expect(cartErrorMessage(new ApiError(4001, 'Not enough stock', 200, { stock: 3 }), text)).toBe('errors.stockShort:3');
    expect(cartErrorMessage(new ApiError(4005, 'Limit', 200, { limit: 2 }), text)).toBe('errors.purchaseLimit:2');
    expect(cartErrorMessage(new ApiError(4003, 'Max', 200, { max: 999 }), text)).toBe('errors.quantityMax:999');
  });

  it('falls back to the server\'s message, and says nothing for a cancelled call', () => {
    expect(cartErrorMessage(new ApiError(4001, 'Not enough stock'), text)).toBe('Not enough stock');
    expect(cartErrorMessage(new ApiError(4004, 'This item is no longer on sale', 200, { stock: 'x' }), text)).toBe('This item is no longer on sale');
    expect(cartErrorMessage(new ApiError(ABORTED, 'aborted'), text)).toBeUndefined();
    expect(cartErrorMessage(new Error('boom'), text)).toBe('boom');
  });
});
