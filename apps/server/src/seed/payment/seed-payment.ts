import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/database.ts';
import { loadConfig } from '../../platform/config.ts';
import { randomFor } from '../../platform/seeded-random.ts';
import { account } from '../../modules/account/account.tables.ts';
import { shopBankAccount } from '../../modules/payment/payment.tables.ts';
import { nation } from '../../modules/location/location.tables.ts';
import { shop } from '../../modules/shop/shop.tables.ts';
import { wallet, walletEntry } from '../../modules/wallet/wallet.tables.ts';

/**
 * The payment side of the demo: a bank account for every shop that ships (so offline transfer can be tried),
 * and wallets for the demo shoppers (DEMO0001…) opened with their register gift and WALLET_DEMO_AMOUNT. Both
 * insert-or-skip, so a database seeded before payments is topped up once and nothing is ever duplicated.
 */

/** Plausible banks of each nation, named in English; the rest of the world banks internationally. */
const BANKS: Record<string, { name: string; swift: string; digits: number }[]> = {
  CN: [
    { name: 'Industrial and Commercial Bank of China', swift: 'ICBKCNBJ', digits: 19 },
    { name: 'China Construction Bank', swift: 'PCBCCNBJ', digits: 19 },
    { name: 'Bank of China', swift: 'BKCHCNBJ', digits: 19 },
    { name: 'China Merchants Bank', swift: 'CMBCCNBS', digits: 16 },
    { name: 'Agricultural Bank of China', swift: 'ABOCCNBJ', digits: 19 },
  ],
  JP: [
    { name: 'MUFG Bank', swift: 'BOTKJPJT', digits: 7 },
    { name: 'Sumitomo Mitsui Banking Corporation', swift: 'SMBCJPJT', digits: 7 },
    { name: 'Mizuho Bank', swift: 'MHCBJPJT', digits: 7 },
  ],
  US: [
    { name: 'Bank of America', swift: 'BOFAUS3N', digits: 12 },
    { name: 'JPMorgan Chase Bank', swift: 'CHASUS33', digits: 12 },
    { name: 'Wells Fargo Bank', swift: 'WFBIUS6S', digits: 12 },
  ],
  other: [{ name: 'HSBC', swift: 'HSBCHKHH', digits: 12 }],
};

/** Every non-takeaway shop's bank account, drawn from a stream named after the shop's code (the same on every run). */
async function seedShopBankAccounts(tx: Tx): Promise<void> {
  const shops = await tx
    .select({ id: shop.id, code: shop.code, name: shop.name, nationCode: nation.code })
    .from(shop)
    .innerJoin(nation, sql`${nation.id} = ${shop.nationId}`)
    .where(sql`${shop.kind} <> 'takeaway'`);
  if (shops.length === 0) return;
  const rows = shops.map((s) => {
    const rng = randomFor(`bank:${s.code}`);
    const bank = rng.pick(BANKS[s.nationCode] ?? BANKS.other!);
    const digits = Array.from({ length: bank.digits }, (_, i) => (i === 0 ? rng.int(1, 9) : rng.int(0, 9))).join('');
    return {
      shopId: s.id,
      bankName: bank.name,
      accountName: s.name.en ?? s.code,
      // Grouped in fours as printed on statements; a Japanese account is a branch number and seven digits.
      accountNumber: s.nationCode === 'JP' ? digits : digits.replace(/(\d{4})(?=\d)/g, '$1 '),
      branch: s.nationCode === 'JP' ? `${bank.swift} · branch ${rng.int(100, 999)}` : bank.swift,
    };
  });
  await tx.insert(shopBankAccount).values(rows).onConflictDoNothing();
}

/** Wallets of the demo shoppers, each with its opening entry (register gift + WALLET_DEMO_AMOUNT), in two statements. */
async function seedDemoWallets(tx: Tx, demoAmount: number): Promise<void> {
  await tx.execute(
    sql`with opened as (
          insert into ${wallet} (account_id, balance)
          select a.id, a.register_gift_amount + ${demoAmount}::int from ${account} a where a.number like 'DEMO%'
          on conflict (account_id) do nothing
          returning account_id, balance)
        insert into ${walletEntry} (account_id, amount, kind, balance_after, note)
        select account_id, balance, 'opening', balance, 'register gift and opening balance' from opened where balance > 0`,
  );
}

/** The payment part of the seed. */
export async function seedPayment(tx: Tx, demoAmount = loadConfig().payment.walletDemoAmount): Promise<void> {
  await seedShopBankAccounts(tx);
  await seedDemoWallets(tx, demoAmount);
}
