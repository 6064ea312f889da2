import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import { shop } from '../modules/shop/shop.tables.ts';
import { anyOf, builtOnce } from './database.ts';

const t = await createTestApp();
const shops = await t.db.select({ id: shop.id, code: shop.code }).from(shop).orderBy(shop.id).limit(3);

describe('a statement built once', () => {
  it('is built once per handle, fills its placeholders on every call, and runs inside a transaction too', async () => {
    let builds = 0;
    const codeOf = builtOnce((q) => {
      builds += 1;
      return q.select({ code: shop.code }).from(shop).where(eq(shop.id, sql.placeholder('id'))).prepare('test_shop_code');
    });
    expect(await codeOf(t.db).execute({ id: shops[0]!.id })).toEqual([{ code: shops[0]!.code }]);
    expect(await codeOf(t.db).execute({ id: shops[1]!.id })).toEqual([{ code: shops[1]!.code }]);
    expect(builds).toBe(1);

    const named = await t.db.transaction(async (tx) => {
      expect(await codeOf(tx).execute({ id: shops[2]!.id })).toEqual([{ code: shops[2]!.code }]);
      expect(await codeOf(tx).execute({ id: shops[0]!.id })).toEqual([{ code: shops[0]!.code }]);
      // Prepared under its name on the transaction's connection: parsed and planned there once.
      return (await tx.execute<{ name: string }>(sql`select name from pg_prepared_statements where name = 'test_shop_code'`)).rows;
    });
    expect(builds).toBe(2);
    expect(named).toEqual([{ name: 'test_shop_code' }]);
  });

  it('takes any number of ids as one array parameter', async () => {
    const codesOf = builtOnce((q) => q.select({ id: shop.id }).from(shop).where(anyOf(shop.id, 'ids')).orderBy(shop.id).prepare('test_shop_ids'));
    const ids = shops.map((s) => s.id);
    expect(await codesOf(t.db).execute({ ids })).toEqual(ids.map((id) => ({ id })));
    expect(await codesOf(t.db).execute({ ids: ids.slice(0, 1) })).toEqual([{ id: ids[0] }]);
    expect(await codesOf(t.db).execute({ ids: [] })).toEqual([]);
  });
});
