import { and, desc, eq, inArray } from 'drizzle-orm';
import { PAY_CHANNELS, type PayChannel } from '@mall/contract/payment/payment-fields';
import type { TPayMethod } from '@mall/contract/payment/list-pay-methods';
import type { TQueryPaymentContextRequest, TQueryPaymentContextResponse } from '@mall/contract/payment/query-payment-context';
import { CODES, type CodeName } from '@mall/contract/platform/codes';
import type { Lang, Localized } from '@mall/contract/platform/languages';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/database.ts';
import { notFound } from '../../platform/errors.ts';
import { textIn } from '../../platform/localized.ts';
import { registerGiftOf } from '../account/account.api.ts';
import { orderIdsOfCommit, shopperOrders } from '../order/order.api.ts';
import { isPlusMember, shopFaces } from '../shop/shop.api.ts';
import { balanceOf, walletBalance } from '../wallet/wallet.api.ts';
import { providerOf } from './payment-providers.ts';
import { paymentDetailOf, openPaymentOf } from './payment-view.ts';
import { payment, paymentOrder, shopBankAccount } from './payment.tables.ts';

/** The payment page's questions: which channels can pay which orders, and everything the page shows at once. */

export interface PaymentDeps {
  db: Db;
  config: Config;
}

/** What a shopper's wallet opens with on first use: their register gift, and in the demo WALLET_DEMO_AMOUNT. */
export async function walletOpening(deps: PaymentDeps, accountId: number): Promise<number> {
  return (await registerGiftOf(deps.db, accountId)) + deps.config.payment.walletDemoAmount;
}

/** The channels in the order a payment page lists them, with their names in every language. */
const CHANNELS: { channel: PayChannel; name: Localized; description: Localized }[] = [
  {
    channel: PAY_CHANNELS.wallet,
    name: { en: 'Wallet balance', zh: '钱包余额', ja: 'ウォレット残高' },
    description: { en: 'Pay at once from your wallet', zh: '使用钱包余额立即支付', ja: 'ウォレット残高からすぐに支払います' },
  },
  {
    channel: PAY_CHANNELS.shop_balance,
    name: { en: 'Shop balance', zh: '店铺储值', ja: 'ショップ残高' },
    description: { en: 'Pay at once from your stored value at this shop', zh: '使用本店储值余额立即支付', ja: 'このショップのチャージ残高からすぐに支払います' },
  },
  {
    channel: PAY_CHANNELS.sandbox,
    name: { en: 'Test payment', zh: '测试支付', ja: 'テスト決済' },
    description: { en: 'A sandbox payment: no real money moves', zh: '沙箱支付，不产生真实扣款', ja: 'サンドボックス決済：実際のお金は動きません' },
  },
  {
    channel: PAY_CHANNELS.scan,
    name: { en: 'Scan to pay', zh: '扫码支付', ja: 'QRコード決済' },
    description: { en: 'Show a QR code and confirm the payment on another phone', zh: '生成二维码，用另一部手机扫码确认支付', ja: 'QRコードを表示し、別のスマートフォンで支払いを確認します' },
  },
  {
    channel: PAY_CHANNELS.offline,
    name: { en: 'Bank transfer', zh: '银行转账', ja: '銀行振込' },
    description: {
      en: "Transfer to the shop's bank account and upload the receipt; the shop confirms it",
      zh: '转账到店铺银行账户并上传凭证，由店铺确认收款',
      ja: 'ショップの口座に振り込み、振込証明をアップロードすると、ショップが確認します',
    },
  },
  {
    channel: PAY_CHANNELS.wxpay,
    name: { en: 'WeChat Pay', zh: '微信支付', ja: 'WeChat Pay' },
    description: { en: 'Pay with WeChat', zh: '使用微信支付', ja: 'WeChatで支払います' },
  },
  {
    channel: PAY_CHANNELS.alipay,
    name: { en: 'Alipay', zh: '支付宝', ja: 'Alipay' },
    description: { en: 'Pay with Alipay', zh: '使用支付宝支付', ja: 'Alipayで支払います' },
  },
];

/** The caller's orders with these ids, with their shops' names; any id that is not theirs (or unknown) makes the whole call NOT_FOUND. */
export async function ownOrders(db: Db, accountId: number, orderIds: number[]) {
  const rows = await shopperOrders(db, accountId, orderIds);
  const faces = await shopFaces(db, [...new Set(rows.map((r) => r.shopId))]);
  return rows.map((r) => ({ ...r, shopName: faces.get(r.shopId)?.name ?? null }));
}

export type OwnOrder = Awaited<ReturnType<typeof ownOrders>>[number];

/** Whether offline transfer can pay these orders: all of one shop that has a bank account. */
export async function offlineShopOf(db: Db, orders: { shopId: number }[]): Promise<number | null> {
  const shops = new Set(orders.map((o) => o.shopId));
  if (shops.size !== 1) return null;
  const [shopId] = shops;
  const [row] = await db.select({ shopId: shopBankAccount.shopId }).from(shopBankAccount).where(eq(shopBankAccount.shopId, shopId!));
  return row ? shopId! : null;
}

const messageIn = (code: CodeName, lang: Lang) => CODES[code].message[lang];

/** Whether a shop balance can pay these orders: all of one shop where the caller is a member; that shop, or null. */
export async function shopBalanceShopOf(db: Db, accountId: number, orders: { shopId: number }[]): Promise<number | null> {
  const shops = new Set(orders.map((o) => o.shopId));
  if (shops.size !== 1) return null;
  const [shopId] = shops;
  return (await isPlusMember(db, accountId, shopId!)) ? shopId! : null;
}

/**
 * `paymethod/list/query`: every channel offered in this deployment, in page order, with whether it can be used and
 * why not (in the caller's language), the wallet balance, and the default (the sandbox, or the wallet where the sandbox is off). With
 * orders, the wallet must cover their amount and offline needs one shop with a bank account.
 */
export async function listPayMethods(deps: PaymentDeps, accountId: number, orderIds: number[] | undefined, lang: Lang): Promise<TPayMethod[]> {
  const orders = orderIds ? (await ownOrders(deps.db, accountId, orderIds)).filter((o) => o.payable) : undefined;
  return methodsFor(deps, accountId, orders, lang);
}

async function methodsFor(deps: PaymentDeps, accountId: number, orders: OwnOrder[] | undefined, lang: Lang): Promise<TPayMethod[]> {
  const balance = await walletBalance(deps.db, accountId, await walletOpening(deps, accountId));
  const amount = orders?.reduce((sum, o) => sum + o.payAmount, 0) ?? 0;
  const offlineOk = orders ? (await offlineShopOf(deps.db, orders)) !== null : true;
  // The shop balance is listed only for orders of one shop where the caller is a member.
  const plusShop = orders ? await shopBalanceShopOf(deps.db, accountId, orders) : null;
  const shopBalance = plusShop === null ? null : await balanceOf(deps.db, { shopper: accountId, shop: plusShop });
  const why = (channel: PayChannel): CodeName | null => {
    if (channel === PAY_CHANNELS.wallet) return balance >= amount ? null : 'WALLET_BALANCE_SHORT';
    if (channel === PAY_CHANNELS.offline) return offlineOk ? null : 'PAYMENT_CHANNEL_UNAVAILABLE';
    if (channel === PAY_CHANNELS.shop_balance) return shopBalance !== null && shopBalance >= amount ? null : 'SHOP_BALANCE_SHORT';
    return providerOf(channel, deps.db, deps.config)?.unavailable() ?? null;
  };
  // The wallet and offline transfers are always listed (when they cannot pay these orders, the shopper is told why).
  const listed = CHANNELS.filter((c) => (c.channel === PAY_CHANNELS.shop_balance ? shopBalance !== null : (providerOf(c.channel, deps.db, deps.config)?.offered() ?? true)));
  const methods = listed.map((c) => {
    const reason = why(c.channel);
    return {
      payChannel: c.channel,
      name: textIn(c.name, lang),
      description: textIn(c.description, lang),
      available: reason === null,
      unavailableReason: reason ? messageIn(reason, lang) : null,
      balance: c.channel === PAY_CHANNELS.wallet ? balance : c.channel === PAY_CHANNELS.shop_balance ? shopBalance : null,
      isDefault: false,
    };
  });
  const preferred = methods.find((m) => m.payChannel === PAY_CHANNELS.sandbox && m.available) ?? methods.find((m) => m.available);
  if (preferred) preferred.isDefault = true;
  return methods;
}

/**
 * The number of the shopper's latest paid payment covering any of these orders, or null. Orders paid one by one
 * have several; the latest is the one the shopper just made. Served by `payment_order_order_idx`.
 */
async function paidPaymentNoOf(db: Db, accountId: number, orderIds: number[]): Promise<string | null> {
  const [row] = await db
    .select({ paymentNo: payment.paymentNo })
    .from(payment)
    .where(
      and(
        eq(payment.accountId, accountId),
        eq(payment.status, 'paid'),
        inArray(payment.id, db.selectDistinct({ id: paymentOrder.paymentId }).from(paymentOrder).where(inArray(paymentOrder.orderId, orderIds))),
      ),
    )
    .orderBy(desc(payment.paidAt), desc(payment.id))
    .limit(1);
  return row?.paymentNo ?? null;
}

/**
 * `paymentcontext/query`: the orders of a commit (or one order) still to pay, their amount and earliest deadline,
 * the channels for them, a payment of them still open (a QR code waiting, a voucher under review), whether
 * all of them are paid already and, if so, the payment that paid them. A commit or order with nothing of the caller's is NOT_FOUND.
 */
export async function queryPaymentContext(deps: PaymentDeps, accountId: number, input: TQueryPaymentContextRequest, lang: Lang): Promise<TQueryPaymentContextResponse> {
  const { db } = deps;
  const ids = input.orderId !== undefined ? [input.orderId] : await orderIdsOfCommit(db, accountId, input.checkoutNumber!);
  if (ids.length === 0) throw notFound();
  const all = await ownOrders(db, accountId, ids);
  const payable = all.filter((o) => o.payable);
  const open = await openPaymentOf(db, accountId, all.map((o) => o.id));
  const deadlines = payable.map((o) => o.payDeadline.toISOString()).sort();
  const isPayed = all.every((o) => o.paidAt !== null);
  return {
    orders: payable.map((o) => ({ orderId: o.id, orderNo: o.orderNo, shopId: o.shopId, shopName: o.shopName ? textIn(o.shopName, lang) : '', payAmount: o.payAmount, payDeadline: o.payDeadline.toISOString() })),
    payAmount: payable.reduce((sum, o) => sum + o.payAmount, 0),
    payDeadline: deadlines[0] ?? null,
    methods: await methodsFor(deps, accountId, payable, lang),
    openPayment: open ? await paymentDetailOf(db, open, lang) : null,
    isPayed,
    // Everything paid: the page shows the payment's result instead of the channels.
    paidPaymentNo: isPayed ? await paidPaymentNoOf(db, accountId, all.map((o) => o.id)) : null,
  };
}
