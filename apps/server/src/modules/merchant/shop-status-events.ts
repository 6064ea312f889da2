import type { Localized } from '@mall/contract/platform/languages';
import type { Deps } from '../../platform/deps.ts';
import { sendUserMessage } from '../messaging/messaging.api.ts';
import { SHOP_EVENTS, type ShopStatusChanged } from '../shop/shop.api.ts';

function suspended(name: Localized, reason: string): { title: Localized; content: Localized } {
  return {
    title: { en: 'Your shop is suspended', zh: '您的店铺已被暂停营业', ja: 'ショップが営業停止になりました' },
    content: {
      en: `The platform suspended ${name.en ?? ''}. Reason: ${reason}. Shoppers cannot see it or buy its goods for now; you can still ship and refund the orders already paid.`,
      zh: `平台已暂停店铺“${name.zh ?? name.en ?? ''}”的营业。原因：${reason}。顾客暂时无法查看该店铺或购买其商品；已付款的订单仍可发货和退款。`,
      ja: `プラットフォームが「${name.ja ?? name.en ?? ''}」の営業を停止しました。理由：${reason}。お客様は現在このショップを見ることも商品を購入することもできません。支払い済みの注文の発送と返金は引き続き行えます。`,
    },
  };
}

function reinstated(name: Localized): { title: Localized; content: Localized } {
  return {
    title: { en: 'Your shop is open again', zh: '您的店铺已恢复营业', ja: 'ショップの営業が再開されました' },
    content: {
      en: `The platform reinstated ${name.en ?? ''}: shoppers see it and its goods again.`,
      zh: `平台已恢复店铺“${name.zh ?? name.en ?? ''}”的营业，顾客可以再次看到该店铺及其商品。`,
      ja: `プラットフォームが「${name.ja ?? name.en ?? ''}」の営業を再開しました。お客様は再びショップと商品を見られます。`,
    },
  };
}

/** The merchant (the shop's owner) hears of a suspension and a reinstatement in their messages, once per move. */
export function subscribeShopStatusEvents(deps: Deps): void {
  deps.domainEvents.subscribe<ShopStatusChanged>(SHOP_EVENTS.suspended, 'merchant.notify-shop-suspended', async (tx, { payload }) => {
    if (payload.ownerAccountId === null) return;
    await sendUserMessage(tx, { accountId: payload.ownerAccountId, kind: 'system', ...suspended(payload.shopName, payload.reason), link: '/merchant/index' });
  });
  deps.domainEvents.subscribe<ShopStatusChanged>(SHOP_EVENTS.reinstated, 'merchant.notify-shop-reinstated', async (tx, { payload }) => {
    if (payload.ownerAccountId === null) return;
    await sendUserMessage(tx, { accountId: payload.ownerAccountId, kind: 'system', ...reinstated(payload.shopName), link: '/merchant/index' });
  });
}
