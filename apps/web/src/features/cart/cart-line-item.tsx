import { Checkbox, SwipeAction } from 'antd-mobile';
import { DownOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Price } from '../../shared/ui/price.tsx';
import { goodsDetailPath } from '../../shared/catalogue-ui/catalogue-links.ts';
import { quantityBound, quantityNote, type CartLine } from './cart-state.ts';
import { QuantityStepper } from './quantity-stepper.tsx';

export interface CartLineItemProps {
  line: CartLine;
  /** The pick box: the line's purchase pick, or in edit mode whether it is marked for deletion. */
  checked: boolean;
  onToggle: () => void;
  /** Edit mode: no stepper or spec change, every line (unbuyable ones too) has a pick box. */
  editing: boolean;
  /** The shop does not deliver this line to the shopper's address. */
  undeliverable?: boolean;
  onQuantity: (quantity: number) => void;
  onChangeSpec: () => void;
  onRemove: () => void;
}

/**
 * One line of the cart: pick box, picture, title, spec (tap to change the SKU), price and stepper; swipe left to
 * delete. A line that can no longer be bought is greyed with its reason instead of a stepper.
 */
export function CartLineItem({ line, checked, onToggle, editing, undeliverable, onQuantity, onChangeSpec, onRemove }: CartLineItemProps) {
  const { t } = useTranslation('cart');
  const unbuyable = line.reason !== null;
  const note = unbuyable || editing ? undefined : quantityNote(line);
  const spec = line.specName || t('line.noSpec');
  return (
    <SwipeAction rightActions={[{ key: 'remove', text: t('line.remove'), color: 'danger', onClick: onRemove }]} closeOnAction>
      <div className={`mall-cart-line${unbuyable ? ' is-unbuyable' : ''}`} data-testid="cart-line" data-cart-id={line.cartId}>
        <div className="mall-cart-line-pick">
          {unbuyable && !editing ? (
            <span className="mall-cart-line-tag">{t('unbuyable.tag')}</span>
          ) : (
            <Checkbox checked={checked} onChange={onToggle}>
              <span className="mall-visually-hidden">{t('line.pick', { title: line.title })}</span>
            </Checkbox>
          )}
        </div>
        {/* The title links to the same page: the picture is a second way for the finger, not for the keyboard. */}
        <Link className="mall-cart-line-image" to={goodsDetailPath(line.goodsId)} tabIndex={-1} aria-hidden>
          <img src={line.image} alt="" loading="lazy" width={88} height={88} />
        </Link>
        <div className="mall-cart-line-text">
          <Link className="mall-cart-line-title" to={goodsDetailPath(line.goodsId)}>
            {line.title}
          </Link>
          {unbuyable ? (
            <p className="mall-cart-line-reason">{t(`unbuyable.reason.${line.reason!}`)}</p>
          ) : (
            <button type="button" className="mall-cart-line-spec" onClick={onChangeSpec} disabled={editing} aria-label={t('line.spec', { spec })}>
              <span>{spec}</span>
              {!editing && <DownOutline aria-hidden />}
            </button>
          )}
          {undeliverable && <p className="mall-cart-line-warning">{t('line.undeliverable')}</p>}
          <div className="mall-cart-line-foot">
            <Price minor={line.price} size="small" />
            {unbuyable ? (
              <span className="mall-cart-line-count">×{line.quantity}</span>
            ) : editing ? (
              <span className="mall-cart-line-count">×{line.quantity}</span>
            ) : (
              <QuantityStepper value={line.quantity} max={quantityBound(line).max} label={t('line.quantity', { title: line.title })} onCommit={onQuantity} />
            )}
          </div>
          {note && <p className={`mall-cart-line-note${note.kind === 'overStock' ? ' is-warning' : ''}`}>{t(`note.${note.kind}`, { n: note.n })}</p>}
        </div>
      </div>
    </SwipeAction>
  );
}
