import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TChatGoodsCard, TChatOrderCard } from '@mall/contract/chat/chat-fields';
import { goodsDetailPath } from '../../shared/catalogue-ui/catalogue-links.ts';
import { Price } from '../../shared/ui/price.tsx';
import { useGoodsCard, useOrderCard } from './use-chat.ts';

/** A goods as a card: picture, title and price, opening the goods page. */
export function GoodsCardView({ goods }: { goods: TChatGoodsCard }) {
  const { t } = useTranslation('chat');
  return (
    <Link className="mall-chat-card" to={goodsDetailPath(goods.goodsId)} data-testid="chat-goods-card">
      <img className="mall-chat-card-image" src={goods.image} alt="" />
      <span className="mall-chat-card-text">
        <span className="mall-chat-card-title">{goods.title}</span>
        <Price minor={goods.price} size="small" />
        {!goods.onSale && <span className="mall-chat-card-note">{t('cards.offSale')}</span>}
      </span>
    </Link>
  );
}

/** An order as a card: its first goods, number, status and amount. */
export function OrderCardView({ order }: { order: TChatOrderCard }) {
  const { t } = useTranslation('chat');
  return (
    <div className="mall-chat-card" data-testid="chat-order-card">
      <img className="mall-chat-card-image" src={order.image} alt="" />
      <span className="mall-chat-card-text">
        <span className="mall-chat-card-title">{order.title}</span>
        <span className="mall-chat-card-note">{t('cards.orderNo', { orderNo: order.orderNo })}</span>
        <span className="mall-chat-card-note">
          {t('cards.quantity', { count: order.quantity })} · <Price minor={order.payAmount} size="small" />
        </span>
      </span>
    </div>
  );
}

/** A goods message: the card, asked by its id. */
export function GoodsMessage({ goodsId }: { goodsId: number }) {
  const { t } = useTranslation('chat');
  const card = useGoodsCard(goodsId);
  if (card.data) return <GoodsCardView goods={card.data} />;
  return <span className="mall-chat-card mall-chat-card--plain">{card.isError ? t('cards.goodsGone') : t('loading')}</span>;
}

/** An order message: the card for the shopper (their own order); the number for the shop. */
export function OrderMessage({ orderNo, asShopper }: { orderNo: string; asShopper: boolean }) {
  const { t } = useTranslation('chat');
  const card = useOrderCard(orderNo, asShopper);
  if (card.data) return <OrderCardView order={card.data} />;
  return (
    <span className="mall-chat-card mall-chat-card--plain" data-testid="chat-order-card">
      {t('cards.orderNo', { orderNo })}
    </span>
  );
}
