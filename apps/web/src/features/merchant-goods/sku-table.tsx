import { useTranslation } from 'react-i18next';
import type { Lang } from '@mall/contract/platform/languages';
import { skuLabel, type DraftSku, type GoodsDraft } from './goods-draft.ts';

type Cell = 'price' | 'marketPrice' | 'stock';
const CELLS: readonly Cell[] = ['price', 'marketPrice', 'stock'];

export interface SkuTableProps {
  draft: GoodsDraft;
  lang: Lang;
  currencyName: string;
  errorOf: (field: string) => string | undefined;
  onChange: (index: number, sku: DraftSku) => void;
}

/**
 * Price, market price and stock of every SKU, one row per combination of the specification values. Each field is
 * named by its column and its row ("Price Sand / M"). An existing SKU's stock shows what it was when the form
 * opened; what is saved is the change from that, so pieces sold meanwhile stay sold.
 */
export function SkuTable({ draft, lang, currencyName, errorOf, onChange }: SkuTableProps) {
  const { t } = useTranslation('merchant-goods');
  const heads: Record<Cell, string> = { price: t('edit.price'), marketPrice: t('edit.marketPrice'), stock: t('edit.stock') };
  return (
    <section className="mall-card mall-mgoods-card" aria-labelledby="mgoods-skus" data-field="skus">
      <h2 id="mgoods-skus" className="mall-mgoods-card-title">
        {t('edit.skus')}
        {draft.skus.length > 1 && <span className="mall-mgoods-muted"> · {t('edit.skuCount', { count: draft.skus.length })}</span>}
      </h2>
      <p className="mall-mgoods-note">{t('edit.skusNote', { currency: currencyName })}</p>
      {errorOf('skus') && (
        <p className="mall-field-error" role="alert">
          {errorOf('skus')}
        </p>
      )}
      <table className="mall-mgoods-skus" data-testid="sku-table">
        <thead>
          <tr>
            <th scope="col" id="mgoods-col-sku">
              {t('edit.sku')}
            </th>
            {CELLS.map((cell) => (
              <th key={cell} scope="col" id={`mgoods-col-${cell}`}>
                {heads[cell]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {draft.skus.map((sku, i) => {
            const rowId = `mgoods-sku-${i}`;
            return (
              <tr key={sku.key || 'only'} data-testid="sku-row">
                <th scope="row" id={rowId} className="mall-mgoods-sku-name">
                  {skuLabel(draft, sku, lang) || t('edit.onlySku')}
                </th>
                {CELLS.map((cell) => {
                  const error = errorOf(`skus.${i}.${cell}`);
                  return (
                    <td key={cell} data-invalid={error ? 'true' : undefined}>
                      <input
                        className="mall-mgoods-input mall-mgoods-cell"
                        inputMode={cell === 'stock' ? 'numeric' : 'decimal'}
                        value={sku[cell]}
                        maxLength={12}
                        placeholder={cell === 'stock' ? '0' : cell === 'marketPrice' ? '-' : '0.00'}
                        aria-labelledby={`mgoods-col-${cell} ${rowId}`}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${rowId}-${cell}-error` : undefined}
                        data-testid={`sku-${cell}`}
                        onChange={(e) => onChange(i, { ...sku, [cell]: e.target.value })}
                      />
                      {error && (
                        <span className="mall-field-error mall-mgoods-cell-error" id={`${rowId}-${cell}-error`} role="alert">
                          {error}
                        </span>
                      )}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
