import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface CartUnbuyableProps {
  count: number;
  /** Hidden in edit mode, where these lines are picked and deleted like the others. */
  onClear?: () => void;
  children: ReactNode;
}

/** The lines that can no longer be bought, greyed under the shops, with one action to clear them all. */
export function CartUnbuyable({ count, onClear, children }: CartUnbuyableProps) {
  const { t } = useTranslation('cart');
  return (
    <section className="mall-card mall-cart-shop mall-cart-unbuyable" data-testid="cart-unbuyable">
      <header className="mall-cart-shop-head">
        <h2 className="mall-cart-unbuyable-title">{t('unbuyable.title', { count })}</h2>
        {onClear && (
          <button type="button" className="mall-cart-unbuyable-clear" onClick={onClear} data-testid="cart-clear-unbuyable">
            {t('unbuyable.clear')}
          </button>
        )}
      </header>
      <div className="mall-cart-shop-lines">{children}</div>
    </section>
  );
}
