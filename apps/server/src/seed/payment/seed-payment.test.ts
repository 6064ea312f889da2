import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';
import { shopBankAccount } from '../../modules/payment/payment.tables.ts';
import { seedPayment } from './seed-payment.ts';

const t = await createTestApp();

describe('the payment seed', () => {
  it('gives every shipping shop a bank account of its nation, and takeaway shops none', async () => {
    const rows = await t.db.execute<{ kind: string; nation: string; bank_name: string | null; account_number: string | null }>(
      sql`select s.kind, n.code as nation, b.bank_name, b.account_number
          from shop s join nation n on n.id = s.nation_id left join shop_bank_account b on b.shop_id = s.id`,
    );
    expect(rows.rows.length).toBeGreaterThan(10);
    for (const r of rows.rows) {
      if (r.kind === 'takeaway') expect(r.bank_name).toBeNull();
      else expect(r.bank_name, `${r.kind} ${r.nation}`).not.toBeNull();
    }
    const cn = rows.rows.filter((r) => r.nation === 'CN' && r.bank_name);
    expect(cn.every((r) => /China|ICBC|Bank of China/.test(r.bank_name!))).toBe(true);
    expect(rows.rows.filter((r) => r.nation === 'JP' && r.bank_name).every((r) => /MUFG|Sumitomo|Mizuho/.test(r.bank_name!))).toBe(true);
  });

  it('is the same on every run and adds nothing when run again', async () => {
    const before = await t.db.select().from(shopBankAccount).orderBy(shopBankAccount.shopId);
    await t.db.transaction((tx) => seedPayment(tx));
    expect(await t.db.select().from(shopBankAccount).orderBy(shopBankAccount.shopId)).toEqual(before);
  });
});
