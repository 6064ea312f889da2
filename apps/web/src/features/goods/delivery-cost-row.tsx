import { EnvironmentOutline, RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { TQueryLogisticsCostsResponse } from '@mall/contract/shop/query-logistics-costs';
import { useFormatMoney } from '../../shared/format/money-context.ts';
import type { DeliveryTarget } from './use-delivery-cost.ts';
import './goods-sections.css';

export interface DeliveryCostRowProps {
  target: DeliveryTarget | undefined;
  cost: { data: TQueryLogisticsCostsResponse | undefined; isFetching: boolean; isError: boolean };
  onChoose: () => void;
  onRetry: () => void;
}

/** "Deliver to" on the goods page: where (tap to change) and what delivery costs there for the chosen quantity. */
export function DeliveryCostRow({ target, cost, onChoose, onRetry }: DeliveryCostRowProps) {
  const { t } = useTranslation('goods');
  const money = useFormatMoney();
  const data = cost.data;

  const failed = target !== undefined && cost.isError && !data;
  let line;
  if (!target) line = <span className="mall-goods-row-note">{t('delivery.pickToSee')}</span>;
  else if (failed) line = undefined;
  else if (!data) line = <span className="mall-goods-row-note">{t('delivery.loading')}</span>;
  else if (!data.deliverable) line = <span className="mall-goods-row-note is-warn" data-testid="delivery-fee">{t('delivery.notDeliverable')}</span>;
  else {
    const parts = [data.fee === 0 ? t('delivery.free') : t('delivery.fee', { amount: money(data.fee).text })];
    if (data.fee > 0 && data.freeOverAmount !== null) parts.push(t('delivery.freeOver', { amount: money(data.freeOverAmount).text }));
    if (data.method === 'takeaway' && data.minOrderAmount > 0) parts.push(t('delivery.minOrder', { amount: money(data.minOrderAmount).text }));
    line = (
      <span className={`mall-goods-row-note${data.fee === 0 ? ' is-free' : ''}${cost.isFetching ? ' is-stale' : ''}`} data-testid="delivery-fee">
        {parts.join(' · ')}
      </span>
    );
  }

  return (
    <div className="mall-goods-row-group">
      <button type="button" className="mall-goods-row" onClick={onChoose} data-testid="delivery-row">
        <span className="mall-goods-row-label">{t('delivery.label')}</span>
        <span className="mall-goods-row-value">
          <span className="mall-goods-row-main">
            <EnvironmentOutline aria-hidden className="mall-goods-row-icon" />
            {target ? target.label : t('delivery.choose')}
          </span>
          {line}
        </span>
        <RightOutline aria-hidden className="mall-goods-row-arrow" />
      </button>
      {failed && (
        <p className="mall-goods-row-error" role="alert">
          {t('delivery.failed')}
          <button type="button" onClick={onRetry}>
            {t('delivery.retry')}
          </button>
        </p>
      )}
    </div>
  );
}
