import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../format/date-time.ts';
import { useFormatMoney } from '../format/money-context.ts';

/** An entry of a ledger statement (the wallet's, a shop balance's) as the statement pages show it. */
export interface LedgerEntryLine {
  id: number | string;
  cause: string;
  amount: number;
  balanceAfter: number | null;
  createdAt: string;
}

/**
 * One line of a statement: what caused it and when, the signed amount and the balance after it. The styles are the
 * wallet's (pages/user/wallet/wallet.css), which every statement page imports.
 */
export function LedgerEntryItem({ entry, causeText, balanceAfterText }: { entry: LedgerEntryLine; causeText: string; balanceAfterText: (balance: string) => string }) {
  const { i18n } = useTranslation();
  const money = useFormatMoney();
  return (
    <li className="mall-wallet-entry" data-cause={entry.cause}>
      <div className="mall-wallet-entry-main">
        <span className="mall-wallet-entry-cause">{causeText}</span>
        <time className="mall-wallet-entry-time" dateTime={entry.createdAt}>
          {formatDateTime(entry.createdAt, i18n.language)}
        </time>
      </div>
      <div className="mall-wallet-entry-side">
        <strong className={entry.amount > 0 ? 'mall-wallet-amount mall-wallet-amount--in' : 'mall-wallet-amount'}>
          {entry.amount > 0 ? '+' : '-'}
          {money(Math.abs(entry.amount)).text}
        </strong>
        {entry.balanceAfter !== null && <span className="mall-wallet-entry-after">{balanceAfterText(money(entry.balanceAfter).text)}</span>}
      </div>
    </li>
  );
}
