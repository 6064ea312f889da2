import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { MERCHANT_GOODS_LIMITS } from '@mall/contract/catalogue/merchant-goods-fields';
import type { TMerchantGoodsRow } from '@mall/contract/catalogue/query-merchant-goods';
import { isApiError } from '../../shared/transport/api-error.ts';
import { NumberStepper } from '../../shared/ui/number-stepper.tsx';
import { SheetPopup } from '../../shared/ui/sheet-popup.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { useAdjustStock } from './use-merchant-goods.ts';

/** One SKU's stock: the merchant sets the number they counted; what is sent is the change from what was shown. */
function SkuStock({ sku, label }: { sku: TMerchantGoodsRow['skus'][number]; label: string }) {
  const { t } = useTranslation('merchant-goods');
  const [value, setValue] = useState(sku.stock);
  const adjust = useAdjustStock();
  const save = () =>
    adjust.mutate(
      { skuId: sku.skuId, delta: value - sku.stock },
      {
        onSuccess: (answer) => showToast(t('stock.saved', { count: answer.stock })),
        onError: (error) => showToast(isApiError(error) && error.code === 1001 ? t('stock.short') : error.message),
      },
    );
  return (
    <li className="mall-mgoods-stock-row" data-testid="stock-row">
      <div className="mall-mgoods-stock-name">
        <span>{label}</span>
        <span className="mall-mgoods-muted">{t('stock.current', { count: sku.stock })}</span>
      </div>
      <NumberStepper value={value} min={0} max={MERCHANT_GOODS_LIMITS.stock} label={t('stock.newStock', { name: label })} onChange={setValue} data-testid="stock-input" />
      <Button size="small" color="primary" shape="rounded" disabled={value === sku.stock} loading={adjust.isPending} onClick={save}>
        {t('stock.save')}
      </Button>
    </li>
  );
}

/** The quick stock change of a goods of the list: its SKUs on sale, each set on its own. */
export function StockSheet({ goods, onClose }: { goods: TMerchantGoodsRow | undefined; onClose: () => void }) {
  const { t } = useTranslation('merchant-goods');
  return (
    <SheetPopup visible={goods !== undefined} title={t('stock.title')} onClose={onClose} testId="stock-sheet">
      {goods && (
        <>
          <p className="mall-mgoods-note">{goods.title}</p>
          <ul className="mall-mgoods-stock-list">
            {goods.skus.map((sku) => (
              // Keyed by the stock too: a fresh answer starts the stepper from the new number.
              <SkuStock key={`${sku.skuId}:${sku.stock}`} sku={sku} label={sku.specName || goods.title} />
            ))}
          </ul>
          <p className="mall-mgoods-note">{t('stock.note')}</p>
        </>
      )}
    </SheetPopup>
  );
}
