import { useFormatMoney } from '../format/money-context.ts';
import './price.css';

export interface PriceProps {
  /** Base-currency minor units. */
  minor: number;
  /** A struck-through former price (the market price), shown only when it is higher. */
  was?: number;
  size?: 'small' | 'medium' | 'large';
}

/** A price in the display currency: a small symbol and a bold amount, the shop's red; optionally the old price. */
export function Price({ minor, was, size = 'medium' }: PriceProps) {
  const format = useFormatMoney();
  const now = format(minor);
  return (
    <span className={`mall-price mall-price-${size}`} data-testid="price">
      <span className="mall-price-now">
        <span className="mall-price-symbol">{now.symbol}</span>
        <span className="mall-price-amount">{now.amount}</span>
      </span>
      {was !== undefined && was > minor && <s className="mall-price-was">{format(was).text}</s>}
    </span>
  );
}
