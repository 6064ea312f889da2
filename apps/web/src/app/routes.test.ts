import { describe, expect, it } from 'vitest';
import { PAYMENT_PAGE_PATH } from '../features/payment/payment-paths.ts';
import { APP_PAGES } from '@mall/contract/catalogue/app-pages';
import { ROUTES } from './routes.ts';

describe('routes', () => {
  it('routes the payment page, which the checkout result sends the shopper to', () => {
    expect(ROUTES.some((r) => r.path === PAYMENT_PAGE_PATH)).toBe(true);
  });
});

describe('the spec inventory of pages', () => {
  it('routes every page of spec/routes.txt (APP_PAGES), and the route table names no page twice', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(APP_PAGES.filter((p) => !paths.includes(p))).toEqual([]);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
