import { useContext, useState, type ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { DisplayCurrencyContext } from '../../shared/format/money-context.ts';
import type { DisplayCurrency } from '../../shared/format/money.ts';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { ModalPopup } from '../../shared/ui/modal-popup.tsx';
import { priceBands, toBaseMinor, toDisplayAmount, type PriceBand } from './search-price.ts';
import type { SearchState } from './search-state.ts';
import { useSearchFilters } from './use-search.ts';
import './search.css';

export interface SearchFilterPanelProps {
  open: boolean;
  state: SearchState;
  onClose: () => void;
  onApply: (next: SearchState) => void;
}

interface Draft {
  categoryId: number | undefined;
  priceMin: string;
  priceMax: string;
  brands: string[];
  attrValueIds: number[];
}

function amountText(minor: number | undefined, currency: DisplayCurrency | undefined): string {
  if (minor === undefined || !currency) return '';
  const amount = toDisplayAmount(minor, currency);
  return String(Math.round(amount * 10 ** currency.decimals) / 10 ** currency.decimals);
}

function draftOf(state: SearchState, currency: DisplayCurrency | undefined): Draft {
  return {
    categoryId: state.categoryId,
    priceMin: amountText(state.priceMin, currency),
    priceMax: amountText(state.priceMax, currency),
    brands: state.brands,
    attrValueIds: state.attrValueIds,
  };
}

const toggle = <T,>(list: readonly T[], item: T) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);

function Chip({ on, onClick, children }: { on: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={`mall-search-chip${on ? ' is-on' : ''}`} aria-pressed={on} onClick={onClick}>
      {children}
    </button>
  );
}

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="mall-search-filter-section">
      <h3>{title}</h3>
      <div className="mall-search-chips">{children}</div>
    </section>
  );
}

/**
 * The filters of a search, in a panel from the right: category, price range (typed in the display currency, or
 * one of the bands the matches suggest), brands, and with a category its attributes. Nothing applies until
 * the shopper confirms.
 */
export function SearchFilterPanel(props: SearchFilterPanelProps) {
  const { t } = useTranslation('search');
  return (
    <ModalPopup
      visible={props.open}
      position="right"
      onMaskClick={props.onClose}
      onClose={props.onClose}
      bodyClassName="mall-search-filter-popup"
      destroyOnClose
      label={t('filter.title')}
    >
      {props.open && <FilterForm {...props} />}
    </ModalPopup>
  );
}

function FilterForm({ state, onClose, onApply }: SearchFilterPanelProps) {
  const { t } = useTranslation('search');
  const currency = useContext(DisplayCurrencyContext);
  const [draft, setDraft] = useState<Draft>(() => draftOf(state, currency));
  const base = useSearchFilters(state.keyword);
  const within = useSearchFilters(state.keyword, draft.categoryId, draft.categoryId !== undefined);
  const narrowed = draft.categoryId !== undefined ? within.data : base.data;
  const categories = base.data?.categories.length ? base.data.categories : (within.data?.categories ?? []);

  const format = (amount: number) => `${currency?.symbol ?? ''}${amount}`;
  const bandLabel = (b: PriceBand) =>
    b.from === undefined ? t('filter.bandUpTo', { to: format(b.to!) }) : b.to === undefined ? t('filter.bandFrom', { from: format(b.from) }) : t('filter.band', { from: format(b.from), to: format(b.to) });
  const bands = currency && narrowed ? priceBands(narrowed.priceSteps, currency) : [];
  const bandOn = (b: PriceBand) => draft.priceMin === (b.from === undefined ? '' : String(b.from)) && draft.priceMax === (b.to === undefined ? '' : String(b.to));

  const apply = () => {
    const next: SearchState = { keyword: state.keyword, tab: state.tab, sort: state.sort, brands: draft.brands, attrValueIds: draft.attrValueIds };
    if (draft.categoryId !== undefined) next.categoryId = draft.categoryId;
    const lo = currency ? toBaseMinor(draft.priceMin, currency) : undefined;
    const hi = currency ? toBaseMinor(draft.priceMax, currency) : undefined;
    if (lo !== undefined) next.priceMin = lo;
    if (hi !== undefined) next.priceMax = hi;
    onApply(next);
  };

  let body: ReactNode;
  if (!narrowed && (base.isPending || within.isPending)) body = <ListSkeleton rows={3} />;
  else
    body = (
      <>
        {categories.length > 0 && (
          <Section title={t('filter.category')}>
            <Chip on={draft.categoryId === undefined} onClick={() => setDraft({ ...draft, categoryId: undefined, attrValueIds: [] })}>
              {t('filter.allCategories')}
            </Chip>
            {categories.map((c) => (
              <Chip key={c.id} on={draft.categoryId === c.id} onClick={() => setDraft({ ...draft, categoryId: draft.categoryId === c.id ? undefined : c.id, attrValueIds: [] })}>
                {c.name}
              </Chip>
            ))}
          </Section>
        )}
        <section className="mall-search-filter-section">
          <h3>{t('filter.price')}</h3>
          <div className="mall-search-price-inputs">
            <input
              inputMode="decimal"
              aria-label={t('filter.priceMin')}
              placeholder={t('filter.priceMin')}
              value={draft.priceMin}
              onChange={(e) => setDraft({ ...draft, priceMin: e.target.value.replace(/[^\d.]/g, '') })}
            />
            <span aria-hidden="true">–</span>
            <input
              inputMode="decimal"
              aria-label={t('filter.priceMax')}
              placeholder={t('filter.priceMax')}
              value={draft.priceMax}
              onChange={(e) => setDraft({ ...draft, priceMax: e.target.value.replace(/[^\d.]/g, '') })}
            />
          </div>
          {bands.length > 0 && (
            <div className="mall-search-chips">
              {bands.map((b) => (
                <Chip
                  key={`${b.from}-${b.to}`}
                  on={bandOn(b)}
                  onClick={() =>
                    setDraft(
                      bandOn(b)
                        ? { ...draft, priceMin: '', priceMax: '' }
                        : { ...draft, priceMin: b.from === undefined ? '' : String(b.from), priceMax: b.to === undefined ? '' : String(b.to) },
                    )
                  }
                >
                  {bandLabel(b)}
                </Chip>
              ))}
            </div>
          )}
        </section>
        {narrowed && narrowed.brands.length > 0 && (
          <Section title={t('filter.brand')}>
            {narrowed.brands.map((b) => (
              <Chip key={b.code} on={draft.brands.includes(b.code)} onClick={() => setDraft({ ...draft, brands: toggle(draft.brands, b.code) })}>
                {b.name}
              </Chip>
            ))}
          </Section>
        )}
        {draft.categoryId !== undefined &&
          within.data?.attrs.map((attr) => (
            <Section key={attr.id} title={attr.name}>
              {attr.values.map((v) => (
                <Chip key={v.id} on={draft.attrValueIds.includes(v.id)} onClick={() => setDraft({ ...draft, attrValueIds: toggle(draft.attrValueIds, v.id) })}>
                  {v.swatch && <span className="mall-search-swatch" style={{ background: v.swatch }} aria-hidden="true" />}
                  {v.name}
                </Chip>
              ))}
            </Section>
          ))}
      </>
    );

  return (
    <div className="mall-search-filter" data-testid="search-filter-panel">
      <header className="mall-search-filter-header">
        <h2>{t('filter.title')}</h2>
        <button type="button" className="mall-search-filter-close" aria-label={t('filter.close')} onClick={onClose}>
          ×
        </button>
      </header>
      <div className="mall-search-filter-body">{body}</div>
      <footer className="mall-search-filter-footer">
        <Button shape="rounded" onClick={() => setDraft({ categoryId: undefined, priceMin: '', priceMax: '', brands: [], attrValueIds: [] })}>
          {t('filter.reset')}
        </Button>
        <Button color="primary" shape="rounded" onClick={apply}>
          {t('filter.apply')}
        </Button>
      </footer>
    </div>
  );
}

