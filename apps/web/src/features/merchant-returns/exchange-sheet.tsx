import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { TMerchantReturn } from '@mall/contract/aftersale/query-merchant-returns';
import { useParcelFields } from '../../shared/ui/parcel-fields.tsx';
import { SheetPopup } from '../../shared/ui/sheet-popup.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { exchangeUnits } from './return-actions.ts';
import { useReturnAnswers, useShippingCompanies } from './use-merchant-returns.ts';

/** What the exchange sends, and its parcel: the company and the tracking number, checked here and by the server. */
function ExchangeForm({ item, shopId, onDone }: { item: TMerchantReturn; shopId: number; onDone: () => void }) {
  const { t } = useTranslation('merchant-returns');
  const companies = useShippingCompanies();
  const { shipExchange } = useReturnAnswers(shopId);
  const parcel = useParcelFields(companies.data, 'exchange');
  const [problem, setProblem] = useState<string>();

  const submit = () => {
    const sent = parcel.read();
    if (!sent) return;
    setProblem(undefined);
    shipExchange.mutate(
      { returnId: item.returnId, ...sent },
      {
        onSuccess: () => {
          showToast(t('send.done'));
          onDone();
        },
        onError: (e) => setProblem(e.message),
      },
    );
  };

  return (
    <div className="mall-mreturn-form">
      <h3 className="mall-mreturn-form-label">{t('send.toSend')}</h3>
      <ul className="mall-mreturn-receive-lines">
        {exchangeUnits(item).map((u) => (
          <li key={u.orderLineId}>
            <img src={u.image} alt="" loading="lazy" />
            <span className="mall-mreturn-line-text">
              <span className="mall-clamp-2">{u.title}</span>
              <span className="mall-mreturn-spec">{u.specName}</span>
            </span>
            <span className="mall-mreturn-qty">×{u.quantity}</span>
          </li>
        ))}
      </ul>
      {parcel.fields}
      {problem && (
        <p className="mall-mreturn-error" role="alert">
          {problem}
        </p>
      )}
      <Button block color="primary" shape="rounded" loading={shipExchange.isPending} onClick={submit} data-testid="exchange-confirm">
        {t('send.submit')}
      </Button>
    </div>
  );
}

/** Sends the wanted option of a received exchange, like an order's parcel (ship-sheet.tsx). */
export function ExchangeSheet({ item, shopId, onClose }: { item: TMerchantReturn | undefined; shopId: number; onClose: () => void }) {
  const { t } = useTranslation('merchant-returns');
  return (
    <SheetPopup visible={item !== undefined} onClose={onClose} title={t('send.title', { no: item?.returnNo ?? '' })} testId="exchange-sheet">
      {item && <ExchangeForm item={item} shopId={shopId} onDone={onClose} />}
    </SheetPopup>
  );
}
