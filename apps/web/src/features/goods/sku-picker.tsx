import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { ModalPopup } from '../../shared/ui/modal-popup.tsx';
import { NumberStepper } from '../../shared/ui/number-stepper.tsx';
import { useTranslation } from 'react-i18next';
import { Price } from '../../shared/ui/price.tsx';
import {
  candidateSkus,
  clampQuantity,
  matchedSku,
  priceRange,
  shownStock,
  toggleValue,
  valueState,
  type SelectableSku,
  type Selection,
  type Spec,
} from './sku-selection.ts';
import { useChoiceText } from './choice-text.ts';
import './sku-picker.css';

export interface SkuPickerGoods {
  image: string;
  specs: readonly Spec[];
  skus: readonly SelectableSku[];
}

export interface SkuPickerProps {
  visible: boolean;
  onClose: () => void;
  goods: SkuPickerGoods;
  selection: Selection;
  onSelectionChange: (selection: Selection) => void;
  quantity: number;
  onQuantityChange: (quantity: number) => void;
  /**
   * What the confirm button does with the chosen SKU (always in stock) and quantity: add to cart, buy now. Without
   * it the picker only chooses, and its button closes it.
   */
  onConfirm?: (sku: SelectableSku, quantity: number) => void;
  /** The confirm button's text when `onConfirm` is given. */
  confirmText?: ReactNode;
  /** Shows the confirm button as busy (the cart call under way). */
  confirming?: boolean;
}

/**
 * The SKU picker: a bottom popup with the SKU's picture, price and stock, one row of values per spec dimension
 * (values with nothing in stock for the other choices are greyed and cannot be chosen), and the quantity,
 * bounded by the chosen SKU's stock.
 */
export function SkuPicker({ visible, onClose, goods, selection, onSelectionChange, quantity, onQuantityChange, onConfirm, confirmText, confirming }: SkuPickerProps) {
  const { t } = useTranslation('goods');
  const sku = matchedSku(goods.skus, selection);
  const range = priceRange(candidateSkus(goods.skus, selection));
  const stock = shownStock(goods.skus, selection);
  const choice = useChoiceText(goods.specs, selection);
  const canBuy = sku !== undefined && sku.stock > 0;

  const choose = (specIndex: number, valueId: number) => {
    const next = toggleValue(selection, specIndex, valueId);
    onSelectionChange(next);
    const nextSku = matchedSku(goods.skus, next);
    if (nextSku) onQuantityChange(clampQuantity(quantity, nextSku.stock));
  };

  return (
    <ModalPopup visible={visible} onClose={onClose} closeOnMaskClick showCloseButton bodyClassName="mall-sku-picker" label={t('sku.rowLabel')}>
      <div className="mall-sku-picker-head" data-testid="sku-picker">
        <img className="mall-sku-picker-image" src={sku?.image || goods.image} alt="" width={96} height={96} />
        <div className="mall-sku-picker-summary">
          {sku ? (
            <Price minor={sku.price} was={sku.marketPrice} size="large" />
          ) : range ? (
            <span className="mall-sku-picker-range">
              <Price minor={range.min} size="large" />
              {range.max > range.min && (
                <>
                  <span className="mall-sku-picker-dash">–</span>
                  <Price minor={range.max} size="medium" />
                </>
              )}
            </span>
          ) : null}
          <p className={stock > 0 ? 'mall-sku-picker-stock' : 'mall-sku-picker-stock is-out'} data-testid="sku-stock">
            {stock > 0 ? t('sku.stock', { n: stock }) : t('sku.soldOut')}
          </p>
          <p className="mall-sku-picker-choice">{choice.chosen ? t('sku.selected', { text: choice.text }) : choice.text}</p>
        </div>
      </div>

      <div className="mall-sku-picker-body">
        {goods.specs.map((spec, specIndex) => (
          <section key={spec.attrId} className="mall-sku-picker-spec" aria-label={spec.name}>
            <h3 className="mall-sku-picker-spec-name">{spec.name}</h3>
            <div className="mall-sku-picker-values" role="group" aria-label={spec.name}>
              {spec.values.map((value) => {
                const state = valueState(goods.skus, selection, specIndex, value.id);
                return (
                  <button
                    key={value.id}
                    type="button"
                    className={`mall-sku-value is-${state}`}
                    aria-pressed={state === 'selected'}
                    disabled={state === 'soldOut'}
                    data-testid="sku-value"
                    data-state={state}
                    onClick={() => choose(specIndex, value.id)}
                  >
                    {value.swatch && <span className="mall-sku-value-swatch" style={{ background: value.swatch }} aria-hidden />}
                    {value.name}
                    {state === 'soldOut' && <span className="mall-sku-value-note">{t('sku.valueSoldOut')}</span>}
                  </button>
                );
              })}
            </div>
          </section>
        ))}

        <section className="mall-sku-picker-quantity">
          <h3 className="mall-sku-picker-spec-name">{t('sku.quantity')}</h3>
          <NumberStepper
            min={1}
            max={Math.max(1, sku?.stock ?? 1)}
            value={quantity}
            disabled={!canBuy}
            onChange={(value) => onQuantityChange(clampQuantity(value, sku?.stock ?? 1))}
            label={t('sku.quantity')}
            data-testid="sku-quantity"
          />
        </section>
      </div>

      <div className="mall-sku-picker-foot">
        {onConfirm ? (
          <Button
            block
            color="primary"
            shape="rounded"
            size="large"
            disabled={!canBuy}
            loading={confirming}
            data-testid="sku-confirm"
            onClick={() => {
              if (sku && canBuy) onConfirm(sku, clampQuantity(quantity, sku.stock));
            }}
          >
            {sku && !canBuy ? t('sku.soldOut') : (confirmText ?? t('sku.confirm'))}
          </Button>
        ) : (
          <Button block color="primary" shape="rounded" size="large" onClick={onClose} data-testid="sku-done">
            {t('sku.done')}
          </Button>
        )}
      </div>
    </ModalPopup>
  );
}
