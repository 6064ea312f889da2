import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { TMerchantReturn } from '@mall/contract/aftersale/query-merchant-returns';
import { NumberStepper } from '../../shared/ui/number-stepper.tsx';
import { SheetPopup } from '../../shared/ui/sheet-popup.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { fullReceipt, receiptLines, receiptOutcome, receiptTotals, type Receipt } from './return-actions.ts';
import { useReturnAnswers } from './use-merchant-returns.ts';

/** A count per line of what arrived, all by default, and what the receipt will do, said before it is sent. */
function ReceiveForm({ item, shopId, onDone }: { item: TMerchantReturn; shopId: number; onDone: () => void }) {
  const { t } = useTranslation('merchant-returns');
  const { receive } = useReturnAnswers(shopId);
  const [receipt, setReceipt] = useState<Receipt>(() => fullReceipt(item.lines));
  const [formError, setFormError] = useState<string>();
  const outcome = receiptOutcome(item.lines, receipt);
  const totals = receiptTotals(item.lines, receipt);
  const summary =
    outcome === 'all' ? t('receive.all', totals) : outcome === 'nothing' ? t('receive.nothing') : t(item.kind === 'exchange' ? 'receive.partExchange' : 'receive.partReturn', totals);

  const submit = () => {
    setFormError(undefined);
    receive.mutate(
      { returnId: item.returnId, lines: receiptLines(item.lines, receipt) },
      {
        onSuccess: () => {
          showToast(t('receive.done'));
          onDone();
        },
        onError: (e) => setFormError(e.message),
      },
    );
  };

  return (
    <div className="mall-mreturn-form">
      <p className="mall-mreturn-form-note">{t('receive.intro')}</p>
      <ul className="mall-mreturn-receive-lines">
        {item.lines.map((l) => (
          <li key={l.orderLineId} data-testid="receive-line">
            <img src={l.image} alt="" loading="lazy" />
            <span className="mall-mreturn-line-text">
              <span className="mall-clamp-2">{l.title}</span>
              <span className="mall-mreturn-spec">{l.specName}</span>
            </span>
            <span className="mall-mreturn-receive-count">
              <NumberStepper
                value={receipt[l.orderLineId] ?? l.quantity}
                min={0}
                max={l.quantity}
                label={t('receive.units', { title: l.title, spec: l.specName })}
                onChange={(n) => setReceipt((r) => ({ ...r, [l.orderLineId]: n }))}
                data-testid="receive-count"
              />
              <span className="mall-mreturn-spec">{t('receive.ofAsked', { count: l.quantity })}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className={`mall-mreturn-outcome is-${outcome}`} aria-live="polite" data-testid="receive-outcome">
        {summary}
      </p>
      {formError && (
        <p className="mall-mreturn-error" role="alert">
          {formError}
        </p>
      )}
      <Button block color="primary" shape="rounded" loading={receive.isPending} onClick={submit} data-testid="receive-confirm">
        {t('receive.submit')}
      </Button>
    </div>
  );
}

/** Records the shopper's parcel back, in full or in part. */
export function ReceiveSheet({ item, shopId, onClose }: { item: TMerchantReturn | undefined; shopId: number; onClose: () => void }) {
  const { t } = useTranslation('merchant-returns');
  return (
    <SheetPopup visible={item !== undefined} onClose={onClose} title={t('receive.title', { no: item?.returnNo ?? '' })} testId="receive-sheet">
      {item && <ReceiveForm item={item} shopId={shopId} onDone={onClose} />}
    </SheetPopup>
  );
}
