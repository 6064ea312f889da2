import type { ReactNode } from 'react';
import { Checkbox } from 'antd-mobile';
import { RightOutline, ShopbagOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TCartShopDeliveryFee } from '@mall/contract/cart/cart-delivery-fee';
import type { TCartShopGroup } from '@mall/contract/cart/query-cart-goods';
import { useFormatMoney } from '../../shared/format/money-context.ts';
import { shopPath } from '../../shared/catalogue-ui/catalogue-links.ts';
import type { PickState } from './cart-state.ts';

export interface CartShopGroupProps {
  group: TCartShopGroup;
  /** Whether all, some or none of the shop's lines are checked (picked, or marked in edit mode). */
  state: PickState;
  onToggle: () => void;
  /** The shop's delivery to the shopper's address, when known. */
  delivery: TCartShopDeliveryFee | undefined;
  children: ReactNode;
}

/** One shop's lines: a header with the shop's pick box, its name (opens the shop) and its delivery note. */
export function CartShopGroup({ group, state, onToggle, delivery, children }: CartShopGroupProps) {
  const { t } = useTranslation('cart');
  const format = useFormatMoney();
  let note: ReactNode = null;
  if (delivery && !delivery.deliverable) note = t('shop.undeliverable');
  else if (delivery?.moreForFree) note = t('shop.moreForFree', { amount: format(delivery.moreForFree).text });
  else if (delivery && delivery.fee === 0 && delivery.goodsAmount > 0) note = <span className="is-quiet">{t('shop.free')}</span>;
  return (
    <section className="mall-card mall-cart-shop" data-testid="cart-shop" data-shop-id={group.shopId}>
      <header className="mall-cart-shop-head">
        <Checkbox checked={state === 'all'} indeterminate={state === 'some'} onChange={onToggle}>
          <span className="mall-visually-hidden">{t('shop.pick', { name: group.shopName })}</span>
        </Checkbox>
        <Link className="mall-cart-shop-name" to={shopPath(group.shopId)}>
          {group.shopLogo ? <img src={group.shopLogo} alt="" width={20} height={20} /> : <ShopbagOutline aria-hidden />}
          <span>{group.shopName}</span>
          <RightOutline aria-hidden className="mall-cart-shop-arrow" />
        </Link>
      </header>
      {note && <p className="mall-cart-shop-note">{note}</p>}
      <div className="mall-cart-shop-lines">{children}</div>
    </section>
  );
}
