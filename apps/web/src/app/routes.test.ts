import { describe, expect, it } from 'vitest';
import { PAYMENT_PAGE_PATH } from '../features/payment/payment-paths.ts';
import { ROUTES } from './routes.ts';

describe('routes', () => {
  it('routes the payment page, which the checkout result sends the shopper to', () => {
    expect(ROUTES.some((r) => r.path === PAYMENT_PAGE_PATH)).toBe(true);
  });
});
