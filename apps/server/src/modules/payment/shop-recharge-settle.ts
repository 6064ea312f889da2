import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/database.ts';
import type { Mover } from './payment-state.ts';
import { settleOrderlessPaymentInTx } from './recharge-settle.ts';
import { creditShopRecharge } from './shop-balance.ts';
import { shopRechargeOrder } from './shop-recharge.tables.ts';

/** The shop top-up a payment pays, if it pays one. */
export async function shopRechargeOfPayment(tx: Tx, paymentId: number) {
  const [row] = await tx
    .select({ id: shopRechargeOrder.id, accountId: shopRechargeOrder.accountId, shopId: shopRechargeOrder.shopId, amount: shopRechargeOrder.amount, bonus: shopRechargeOrder.bonus })
    .from(shopRechargeOrder)
    .where(eq(shopRechargeOrder.paymentId, paymentId));
  return row;
}

/** Settles a shop top-up's payment as a recharge's (recharge-settle.ts): the stored value and the bonus are credited by postings whose cause is the top-up. */
export function settleShopRechargeInTx(tx: Tx, paymentId: number, r: NonNullable<Awaited<ReturnType<typeof shopRechargeOfPayment>>>, by: Mover) {
  return settleOrderlessPaymentInTx(tx, paymentId, by, 'shop_recharge', () => creditShopRecharge(tx, r));
}
