import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../shared/format/money-context.ts';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { ModalPopup } from '../../shared/ui/modal-popup.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { categoryQueries, type GoodsSelection } from './category-queries.ts';
import { priceBands, sameBand, toggleValue, type PriceBand } from './goods-filter.ts';
import './category-list.css';

export interface FilterPopupProps {
  categoryId: number;
  open: boolean;
  applied: GoodsSelection;
  onClose: () => void;
  onApply: (selection: GoodsSelection) => void;
}

/**
 * The filters of a category's goods in a side panel: price bands over the category's prices, and the values of
 * its attributes that its goods carry. Each value shows how many goods the list would have with it added (the
 * filter bag); values that would leave nothing are greyed out. Nothing changes in the list until "Show".
 */
export function FilterPopup({ categoryId, open, applied, onClose, onApply }: FilterPopupProps) {
  return (
    <ModalPopup visible={open} onMaskClick={onClose} onClose={onClose} position="right" bodyStyle={{ width: '84vw', maxWidth: 600 }} destroyOnClose>
      {/* Mounted at each opening and destroyed after closing, so the choices start from what the list shows. */}
      <FilterPanel categoryId={categoryId} applied={applied} onClose={onClose} onApply={onApply} />
    </ModalPopup>
  );
}

function FilterPanel({ categoryId, applied, onClose, onApply }: Omit<FilterPopupProps, 'open'>) {
  const { t } = useTranslation('home');
  const lang = useQueryLang();
  const format = useFormatMoney();
  const [draft, setDraft] = useState<GoodsSelection>(applied);
  const filter = useQuery(categoryQueries.filter(lang, categoryId));
  const bag = useQuery(categoryQueries.filterBag(lang, categoryId, draft));

  const counts = new Map<number, number>();
  for (const attr of bag.data?.attrs ?? []) for (const v of attr.values) counts.set(v.id, v.count);
  const bands = filter.data ? priceBands(filter.data.priceMin, filter.data.priceMax) : [];
  const draftBand: PriceBand = { min: draft.priceMin, max: draft.priceMax };
  // Band edges are round amounts: "¥2,000", not "¥2,000.00".
  const money = (minor: number) => format(minor).text.replace(/[.,]0+$/, '');
  const bandLabel = (b: PriceBand) =>
    b.min === undefined ? t('filter.under', { price: money(b.max!) }) : b.max === undefined ? t('filter.over', { price: money(b.min) }) : `${money(b.min)} - ${money(b.max)}`;

  let body;
  if (filter.isPending) body = <ListSkeleton rows={3} />;
  else if (filter.isError) body = <LoadFailed description={filter.error.message} onRetry={() => void filter.refetch()} />;
  else
    body = (
      <>
        {bands.length > 0 && (
          <section className="mall-filter-group">
            <h3>{t('filter.price')}</h3>
            <div className="mall-filter-values">
              {bands.map((b) => {
                const selected = sameBand(b, draftBand);
                return (
                  <button
                    key={`${b.min ?? ''}-${b.max ?? ''}`}
                    type="button"
                    aria-pressed={selected}
                    className={`mall-filter-value${selected ? ' is-selected' : ''}`}
                    onClick={() => setDraft((d) => (selected ? { ...d, priceMin: undefined, priceMax: undefined } : { ...d, priceMin: b.min, priceMax: b.max }))}
                  >
                    {bandLabel(b)}
                  </button>
                );
              })}
            </div>
          </section>
        )}
        {filter.data.attrs
          .filter((a) => a.values.length > 0)
          .map((attr) => (
            <section key={attr.id} className="mall-filter-group">
              <h3>{attr.name}</h3>
              <div className="mall-filter-values">
                {attr.values.map((v) => {
                  const selected = draft.attrValueIds.includes(v.id);
                  const count = counts.get(v.id);
                  return (
                    <button
                      key={v.id}
                      type="button"
                      aria-pressed={selected}
                      disabled={!selected && count === 0}
                      className={`mall-filter-value${selected ? ' is-selected' : ''}`}
                      onClick={() => setDraft((d) => ({ ...d, attrValueIds: toggleValue(d.attrValueIds, v.id) }))}
                    >
                      {v.swatch && <span className="mall-filter-swatch" style={{ background: v.swatch }} />}
                      <span>{v.name}</span>
                      {count !== undefined && !selected && <span className="mall-filter-count">{count}</span>}
                    </button>
                  );
                })}
              </div>
            </section>
          ))}
      </>
    );

  return (
    <div className="mall-filter-panel" data-testid="filter-popup">
      <h2 className="mall-filter-title">{t('filter.button')}</h2>
      <div className="mall-filter-scroll">{body}</div>
      <div className="mall-filter-actions">
        <Button shape="rounded" onClick={() => setDraft({ attrValueIds: [] })}>
          {t('filter.reset')}
        </Button>
        <Button
          shape="rounded"
          color="primary"
          onClick={() => {
            onApply(draft);
            onClose();
          }}
        >
          {bag.data ? t('filter.showCount', { count: bag.data.total }) : t('filter.show')}
        </Button>
      </div>
    </div>
  );
}
