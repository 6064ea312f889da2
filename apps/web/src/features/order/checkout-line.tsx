import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TCheckoutLine, TCheckoutProblem } from '@mall/contract/order/checkout-fields';
import { Price } from '../../shared/ui/price.tsx';
import { clampQuantity, maxQuantityOf } from './checkout-requests.ts';
import { ProblemList } from './problem-list.tsx';
import { NumberStepper } from '../../shared/ui/number-stepper.tsx';

/** How long the stepper waits for more taps before asking the server to price the new quantity. */
const QUANTITY_SETTLE_MS = 350;

export interface CheckoutLineProps {
  line: TCheckoutLine;
  problems: readonly TCheckoutProblem[];
  /** Buy-now lines have a stepper (cart lines are changed in the cart); settles when the server has answered. */
  onQuantity?: (quantity: number) => Promise<unknown>;
}

/** One goods line: picture, title, spec, price and quantity (a stepper for buy-now), its problems under it. */
export function CheckoutLine({ line, problems, onQuantity }: CheckoutLineProps) {
  const { t } = useTranslation('order');
  return (
    <li className={problems.length > 0 ? 'mall-checkout-line has-problem' : 'mall-checkout-line'} data-testid="checkout-line" data-sku-id={line.skuId}>
      <div className="mall-checkout-line-row">
        <Link to={`/pages/goods/goodsdetail?goodsId=${line.goodsId}`} className="mall-checkout-line-image-link" aria-label={line.title}>
          <img className="mall-checkout-line-image" src={line.image} alt="" width={80} height={80} loading="lazy" />
        </Link>
        <div className="mall-checkout-line-text">
          <h3 className="mall-checkout-line-title">{line.title}</h3>
          {line.specName && <p className="mall-checkout-line-spec">{line.specName}</p>}
          <div className="mall-checkout-line-foot">
            <Price minor={line.price} size="small" />
            {onQuantity ? (
              <QuantityStepper line={line} onQuantity={onQuantity} label={t('shop.quantity')} />
            ) : (
              <span className="mall-checkout-line-qty" data-testid="checkout-line-qty">
                ×{line.quantity}
              </span>
            )}
          </div>
        </div>
      </div>
      <ProblemList problems={problems} />
    </li>
  );
}

function QuantityStepper({ line, onQuantity, label }: { line: TCheckoutLine; onQuantity: (q: number) => Promise<unknown>; label: string }) {
  // What the shopper is tapping towards, shown until the server has answered (then its quantity is the truth).
  const [draft, setDraft] = useState<number>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const max = Math.max(maxQuantityOf(line), line.quantity);

  const change = (value: number) => {
    const quantity = clampQuantity(value);
    setDraft(quantity);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (quantity === line.quantity) setDraft(undefined);
      else void onQuantity(quantity).finally(() => setDraft((d) => (d === quantity ? undefined : d)));
    }, QUANTITY_SETTLE_MS);
  };

  return (
    <NumberStepper className="mall-checkout-stepper" value={draft ?? line.quantity} min={1} max={max} onChange={change} label={label} data-testid="checkout-stepper" />
  );
}
