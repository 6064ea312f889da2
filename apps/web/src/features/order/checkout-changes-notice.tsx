import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../shared/format/money-context.ts';
import { confirmDialog } from '../../shared/ui/confirm-dialog.ts';
import type { CheckoutDifference } from './checkout-changes.ts';
import './checkout.css';

/** Says one difference in the shopper's language. */
export function useDifferenceText(): (d: CheckoutDifference) => string {
  const { t } = useTranslation('order');
  const format = useFormatMoney();
  const m = (minor: number) => format(minor).text;
  return (d) => {
    switch (d.kind) {
      case 'total':
        return t('changed.total', { before: m(d.before), after: m(d.after) });
      case 'price':
        return t('changed.price', { title: d.title, before: m(d.before), after: m(d.after) });
      case 'quantity':
        return t('changed.quantity', { title: d.title, before: d.before, after: d.after });
      case 'lineGone':
        return t('changed.lineGone', { title: d.title });
      case 'deliveryFee':
        return t('changed.deliveryFee', { shop: d.shopName, before: m(d.before), after: m(d.after) });
      case 'coupons':
        return t('changed.coupons', { before: m(d.before), after: m(d.after) });
      case 'problems':
        return t('changed.problems', { count: d.count });
    }
  };
}

/** The list of what changed, for the notice on the page and the confirmation dialog. */
export function DifferenceList({ differences }: { differences: readonly CheckoutDifference[] }) {
  const { t } = useTranslation('order');
  const text = useDifferenceText();
  if (differences.length === 0) return <p className="mall-checkout-changes-none">{t('changed.nothingVisible')}</p>;
  return (
    <ul className="mall-checkout-changes-list">
      {differences.map((d, i) => (
        <li key={i} data-change={d.kind}>
          {text(d)}
        </li>
      ))}
    </ul>
  );
}

/** Shown at the top of the checkout after a refused commit, until the shopper submits again or dismisses it. */
export function CheckoutChangesNotice({ differences, onDismiss }: { differences: readonly CheckoutDifference[]; onDismiss: () => void }) {
  const { t } = useTranslation('order');
  return (
    <section className="mall-card mall-checkout-changes" role="status" data-testid="checkout-changes">
      <header>
        <strong>{t('changed.title')}</strong>
        <button type="button" className="mall-checkout-changes-dismiss" onClick={onDismiss}>
          {t('changed.dismiss')}
        </button>
      </header>
      <p>{t('changed.intro')}</p>
      <DifferenceList differences={differences} />
    </section>
  );
}

/**
 * Asks the shopper to place the order at the changed terms; resolves true when they do. The dialog renders outside
 * the app's providers, so it gets its texts ready-made.
 */
export function useConfirmChanges(): (differences: readonly CheckoutDifference[]) => Promise<boolean> {
  const { t } = useTranslation('order');
  const text = useDifferenceText();
  return (differences) =>
    confirmDialog({
      title: t('changed.title'),
      content: (
        <ul className="mall-checkout-changes-list">
          {differences.map((d, i) => (
            <li key={i}>{text(d)}</li>
          ))}
        </ul>
      ),
      confirmText: t('changed.confirm'),
      cancelText: t('changed.review'),
    });
}
