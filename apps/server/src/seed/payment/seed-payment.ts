import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/database.ts';
import { randomFor } from '../../platform/seeded-random.ts';
import { shopBankAccount } from '../../modules/payment/payment.tables.ts';
import { nation } from '../../modules/location/location.tables.ts';
import { shop } from '../../modules/shop/shop.tables.ts';

/**
 * The payment side of the demo: a bank account for every shop that ships (so offline transfer can be tried),
 * insert-or-skip, so a database seeded before payments is topped up once and nothing is ever duplicated. Wallets
 * open on first use (the wallet module), with WALLET_DEMO_AMOUNT in the demo.
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

/** The payment part of the seed. */
export async function seedPayment(tx: Tx): Promise<void> {
  await seedShopBankAccounts(tx);
}
