import { ExclamationCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { TCheckoutProblem } from '@mall/contract/order/checkout-fields';
import { useFormatMoney } from '../../shared/format/money-context.ts';
import { problemText } from './checkout-problems.ts';

/** Why something cannot be ordered, in red, right under what it concerns. */
export function ProblemList({ problems }: { problems: readonly TCheckoutProblem[] }) {
  const { t } = useTranslation('order');
  const format = useFormatMoney();
  if (problems.length === 0) return null;
  return (
    <ul className="mall-checkout-problems" role="alert" data-testid="checkout-problems">
      {problems.map((problem, i) => {
        const text = problemText(problem);
        return (
          <li key={i} className="mall-checkout-problem" data-problem={problem.kind}>
            <ExclamationCircleFill aria-hidden />
            <span>{t(text.key, { count: text.count, amount: text.amount === undefined ? undefined : format(text.amount).text })}</span>
          </li>
        );
      })}
    </ul>
  );
}
