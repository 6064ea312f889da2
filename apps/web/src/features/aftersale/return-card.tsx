import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TReturnCard } from '@mall/contract/aftersale/return-fields';
import { Price } from '../../shared/ui/price.tsx';
import { returnDetailPath } from './aftersale-paths.ts';
import { ReturnLines } from './return-lines.tsx';

/** A request in a list: its shop, kind and status, its lines and its money; the whole card opens its detail. */
export function ReturnCard({ item }: { item: TReturnCard }) {
  const { t } = useTranslation('aftersale');
  const money = item.refundAmount ?? item.amount;
  return (
    <article className="mall-card mall-return-card" data-testid="return-card" data-status={item.status} data-kind={item.kind}>
      <Link to={returnDetailPath(item.returnId)} className="mall-return-card-link">
        <header className="mall-return-card-head">
          <span className="mall-return-card-shop">{item.shopName}</span>
          <span className="mall-return-kind">{t(`kind.${item.kind}`)}</span>
          <span className={`mall-return-status mall-return-status--${item.status}`}>{t(`status.${item.status}`)}</span>
        </header>
        <ReturnLines lines={item.lines} />
        {item.kind !== 'exchange' && money > 0 && (
          <p className="mall-return-card-money">
            <span>{t('detail.refund')}</span>
            <Price minor={money} size="small" />
          </p>
        )}
      </Link>
    </article>
  );
}
