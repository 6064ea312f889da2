import { describe, expect, it } from 'vitest';
import { mayDo, pickShop } from './current-shop.ts';

const owner = { shopId: 1, name: 'A', logo: '', role: 'owner' as const, rights: [] };
const staff = { shopId: 2, name: 'B', logo: '', role: 'staff' as const, rights: ['orders' as const] };

describe('the console shop', () => {
  it('reopens the shop chosen last, else the first, and never a shop the account left', () => {
    expect(pickShop([owner, staff], '2')).toBe(staff);
    expect(pickShop([owner, staff], '9')).toBe(owner);
    expect(pickShop([owner, staff], undefined)).toBe(owner);
    expect(pickShop([], '1')).toBeUndefined();
  });

  it('lets the owner do everything and staff only what they hold', () => {
    expect(mayDo(owner, 'finance')).toBe(true);
    expect(mayDo(staff, 'orders')).toBe(true);
    expect(mayDo(staff, 'goods')).toBe(false);
    expect(mayDo(staff, undefined)).toBe(true);
  });
});
