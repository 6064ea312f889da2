import { Badge, Button } from 'antd-mobile';
import { HeartFill, HeartOutline, MessageOutline, ShopbagOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { shopPath } from '../../shared/catalogue-ui/catalogue-links.ts';
import { BottomBar } from '../../shared/ui/bottom-bar.tsx';
import './goods-action-bar.css';

/** The cart drawn like the cart tab's icon (antd-mobile-icons has none). */
function CartIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M2.5 4h2.2l2.2 10.6a1.5 1.5 0 0 0 1.5 1.2h8.9a1.5 1.5 0 0 0 1.5-1.1L20.8 7.5H5.6" />
      <circle cx="9.5" cy="19.6" r="1.3" />
      <circle cx="17" cy="19.6" r="1.3" />
    </svg>
  );
}

export interface GoodsActionBarProps {
  shopId: number;
  favored: boolean;
  favoring: boolean;
  onFavor: () => void;
  /** The chat with the shop about this goods (its page and label), when offered. */
  chat?: { to: string; label: string };
  /** The cart icon: where it opens (the cart with a back arrow), its label and badge (lines in the cart). */
  cart: { to: string; label: string; badge: string | undefined };
  /** The two buttons (add to cart, buy now), each opening the SKU picker; one disabled "sold out" when nothing is left. */
  buy: { addLabel: string; buyLabel: string; soldOutLabel: string; soldOut: boolean; onAdd: () => void; onBuy: () => void };
  /** A prescription medicine: never added to the cart; the one button leads to a pharmacy's quote instead. */
  quote?: { label: string; to: string } | undefined;
}

/** The bar at the foot of the goods page: the shop, the wishlist heart, the cart, add to cart and buy now (sharing is in the navigation bar). */
export function GoodsActionBar({ shopId, favored, favoring, onFavor, chat, cart, buy, quote }: GoodsActionBarProps) {
  const { t } = useTranslation('goods');
  return (
    <BottomBar className="mall-goods-action-bar" testId="goods-action-bar">
      <Link className="mall-goods-action" to={shopPath(shopId)}>
        <ShopbagOutline aria-hidden />
        <span>{t('actions.shop')}</span>
      </Link>
      {chat && (
        <Link className="mall-goods-action" to={chat.to} data-testid="goods-chat">
          <MessageOutline aria-hidden />
          <span>{chat.label}</span>
        </Link>
      )}
      <button
        type="button"
        className={`mall-goods-action${favored ? ' is-on' : ''}`}
        aria-pressed={favored}
        disabled={favoring}
        onClick={onFavor}
        data-testid="goods-favor"
      >
        {favored ? <HeartFill aria-hidden /> : <HeartOutline aria-hidden />}
        <span>{favored ? t('actions.favored') : t('actions.favor')}</span>
      </button>
      <Link className="mall-goods-action" to={cart.to} data-testid="goods-cart">
        <Badge content={cart.badge} style={{ '--right': '-4px', '--top': '2px' }}>
          <CartIcon />
        </Badge>
        <span>{cart.label}</span>
      </Link>
      {quote ? (
        <Link className="mall-goods-action-main mall-goods-action-quote" to={quote.to} data-testid="goods-request-quote">
          {quote.label}
        </Link>
      ) : buy.soldOut ? (
        <Button className="mall-goods-action-main" color="primary" shape="rounded" disabled data-testid="goods-sold-out">
          {buy.soldOutLabel}
        </Button>
      ) : (
        <div className="mall-goods-action-buttons">
          <button type="button" className="mall-goods-action-add" onClick={buy.onAdd} data-testid="goods-add-to-cart">
            {buy.addLabel}
          </button>
          <button type="button" className="mall-goods-action-buy" onClick={buy.onBuy} data-testid="goods-buy-now">
            {buy.buyLabel}
          </button>
        </div>
      )}
    </BottomBar>
  );
}
