import { Button, Checkbox } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../shared/format/money-context.ts';
import { Price } from '../../shared/ui/price.tsx';
import type { DeliveryHint, PickState } from './cart-state.ts';

interface BarBase {
  /** All, some or none checked. */
  state: PickState;
  onToggleAll: () => void;
  /** Sits above the tab bar on the cart tab, at the bottom elsewhere. */
  aboveTabs: boolean;
}

export type CartBottomBarProps = BarBase &
  (
    | { mode: 'buy'; amount: number; lines: number; delivery: DeliveryHint | undefined; onCheckout: () => void }
    | { mode: 'edit'; marked: number; removing: boolean; onRemove: () => void }
  );

/**
 * The cart's bottom bar: "all", the total of the picked lines with the delivery hint, and the checkout button with
 * the number of lines; in edit mode "all" and the delete button instead.
 */
export function CartBottomBar(props: CartBottomBarProps) {
  const { t } = useTranslation('cart');
  const format = useFormatMoney();
  let delivery = '';
  if (props.mode === 'buy' && props.delivery) {
    const hint = props.delivery;
    delivery = hint.kind === 'unknown' ? t('bar.deliveryUnknown') : hint.kind === 'free' ? t('bar.deliveryFree') : t('bar.deliveryFee', { amount: format(hint.amount).text });
  }
  return (
    <div className={`mall-cart-bar${props.aboveTabs ? ' is-above-tabs' : ''}`} data-testid="cart-bar">
      <Checkbox className="mall-cart-bar-all" checked={props.state === 'all'} indeterminate={props.state === 'some'} onChange={props.onToggleAll}>
        {t('bar.all')}
      </Checkbox>
      {props.mode === 'buy' ? (
        <>
          <div className="mall-cart-bar-total">
            <p className="mall-cart-bar-amount" data-testid="cart-total">
              <span>{t('bar.total')}</span>
              <Price minor={props.amount} size="medium" />
            </p>
            {delivery && <p className="mall-cart-bar-delivery">{delivery}</p>}
          </div>
          <Button className="mall-cart-bar-action" color="primary" shape="rounded" disabled={props.lines === 0} onClick={props.onCheckout} data-testid="cart-checkout">
            {props.lines > 0 ? t('bar.checkout', { count: props.lines }) : t('bar.checkoutNone')}
          </Button>
        </>
      ) : (
        <>
          <div className="mall-cart-bar-total" />
          <Button
            className="mall-cart-bar-action"
            color="danger"
            fill="outline"
            shape="rounded"
            disabled={props.marked === 0}
            loading={props.removing}
            onClick={props.onRemove}
            data-testid="cart-remove"
          >
            {t('bar.remove', { count: props.marked })}
          </Button>
        </>
      )}
    </div>
  );
}
