import { useTranslation } from 'react-i18next';
import type { TReturnLine } from '@mall/contract/aftersale/return-fields';
import { Price } from '../../shared/ui/price.tsx';

/** A request's lines as bought: picture, title, spec and units asked for; what came back and, for an exchange, the option wanted. */
export function ReturnLines({ lines }: { lines: TReturnLine[] }) {
  const { t } = useTranslation('aftersale');
  return (
    <ul className="mall-return-lines">
      {lines.map((line) => (
        <li key={line.orderLineId} className="mall-return-line" data-testid="return-line">
          <img className="mall-return-line-image" src={line.image} alt="" width={64} height={64} loading="lazy" />
          <div className="mall-return-line-text">
            <p className="mall-return-line-title">{line.title}</p>
            {line.specName && <p className="mall-return-line-spec">{line.specName}</p>}
            {line.exchangeSpecName && (
              <p className="mall-return-line-exchange">
                {t('form.exchangeFor')}: {line.exchangeSpecName}
              </p>
            )}
            {line.receivedQuantity !== null && <p className="mall-return-line-spec">{t('detail.received', { received: line.receivedQuantity, quantity: line.quantity })}</p>}
          </div>
          <div className="mall-return-line-figures">
            <Price minor={line.unitPrice} size="small" />
            <span className="mall-return-line-qty">×{line.quantity}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
