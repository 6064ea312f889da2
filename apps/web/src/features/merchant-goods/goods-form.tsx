import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { TCategoryNode } from '@mall/contract/catalogue/category-fields';
import type { TMerchantGoods } from '@mall/contract/catalogue/merchant-goods-fields';
import { CODE } from '@mall/contract/platform/code-numbers';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { isApiError } from '../../shared/transport/api-error.ts';
import { BottomBar } from '../../shared/ui/bottom-bar.tsx';
import { FormField } from '../../shared/ui/form-field.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { AttributesField } from './attributes-field.tsx';
import { baseCurrencyName } from '../../shared/format/base-money.ts';
import { CategoryField } from './category-field.tsx';
import { formFieldOf, problemsOf, toSaveRequest, withSkuRows, type GoodsDraft, type Problems } from './goods-draft.ts';
import { GoodsTextsCard } from './goods-texts-card.tsx';
import { PicturesField } from './pictures-field.tsx';
import { SkuTable } from './sku-table.tsx';
import { SpecsCard } from './specs-card.tsx';
import { useCategoryAttrs, useSaveGoods } from './use-merchant-goods.ts';

/** What the server's refusal of a field says, by the field: a key of `merchant-goods:errors.server`. */
function serverKind(field: string): 'pictures' | 'categoryId' | 'stock' | 'other' {
  if (field.startsWith('pictures')) return 'pictures';
  if (field === 'categoryId') return 'categoryId';
  if (field.endsWith('.stockDelta')) return 'stock';
  return 'other';
}

/** Moves the focus to the first field with a problem, once the problems are drawn. */
function focusFirstProblem() {
  requestAnimationFrame(() => {
    document.querySelector<HTMLElement>('.mall-mgoods-form [aria-invalid="true"], .mall-mgoods-form [data-invalid="true"] :is(input, select, textarea, button)')?.focus();
  });
}

export interface GoodsFormProps {
  shopId: number;
  initial: GoodsDraft;
  categories: readonly TCategoryNode[];
  baseCurrency: string | undefined;
  onSaved: (goods: TMerchantGoods, created: boolean) => void;
}

/**
 * The goods editor: texts per language, category and its attributes, pictures, specifications and the SKU table,
 * the limit per order. Checked before it is sent; a refusal from the server comes back beside its field. A field's
 * problem clears as it is changed.
 */
export function GoodsForm({ shopId, initial, categories, baseCurrency, onSaved }: GoodsFormProps) {
  const { t } = useTranslation('merchant-goods');
  const lang = useQueryLang();
  const [draft, setDraft] = useState(initial);
  const [problems, setProblems] = useState<Problems>({});
  const [refused, setRefused] = useState<Record<string, ReturnType<typeof serverKind>>>({});
  const attrs = useCategoryAttrs(draft.categoryId);
  const save = useSaveGoods();

  const errorOf = (field: string) => {
    const mine = problems[field];
    if (mine) return t(`errors.${mine}`);
    const theirs = refused[field];
    return theirs ? t(`errors.server.${theirs}`) : undefined;
  };
  /** Applies a change and forgets the problems of the fields under `field`. */
  const change = (field: string, next: (d: GoodsDraft) => GoodsDraft) => {
    setDraft(next);
    const forget = <T,>(all: Record<string, T>) => Object.fromEntries(Object.entries(all).filter(([key]) => key !== field && !key.startsWith(`${field}.`)));
    setProblems((p) => forget(p) as Problems);
    setRefused(forget);
  };

  const submit = () => {
    const found = problemsOf(draft);
    setProblems(found);
    setRefused({});
    if (Object.keys(found).length > 0) return focusFirstProblem();
    save.mutate(toSaveRequest(draft, shopId), {
      onSuccess: (goods) => {
        showToast(t(draft.goodsId === undefined ? 'edit.savedNew' : 'edit.saved'));
        onSaved(goods, draft.goodsId === undefined);
      },
      onError: (error) => {
        const fields = isApiError(error) && error.code === CODE.INVALID_REQUEST ? (error.data as { fields?: { field: string }[] } | undefined)?.fields : undefined;
        if (!fields) return showToast(error.message);
        setRefused(Object.fromEntries(fields.map((f) => [formFieldOf(f.field), serverKind(f.field)])));
        showToast(t('errors.server.form'));
        focusFirstProblem();
      },
    });
  };

  return (
    <form
      className="mall-mgoods-form"
      noValidate
      data-testid="goods-form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <GoodsTextsCard draft={draft} errorOf={errorOf} onChange={(key, texts) => change(key, (d) => ({ ...d, [key]: texts }))} />

      <section className="mall-card mall-mgoods-card" aria-label={t('edit.category')}>
        <CategoryField
          tree={categories}
          value={draft.categoryId}
          error={errorOf('categoryId')}
          // The attributes belong to the category: another category has other ones.
          onChange={(categoryId, categoryPath) => change('categoryId', (d) => ({ ...d, categoryId, categoryPath, attrValueIds: d.categoryId === categoryId ? d.attrValueIds : [] }))}
        />
        {attrs.data && <AttributesField attrs={attrs.data} value={draft.attrValueIds} onChange={(ids) => change('attrValueIds', (d) => ({ ...d, attrValueIds: ids }))} />}
        {errorOf('attrValueIds') && (
          <p className="mall-field-error" role="alert">
            {errorOf('attrValueIds')}
          </p>
        )}
      </section>

      <section className="mall-card mall-mgoods-card" aria-label={t('edit.pictures')}>
        <PicturesField
          value={draft.pictures}
          error={errorOf('pictures')}
          onChange={(pictures) => change('pictures', (d) => ({ ...d, pictures }))}
          onAdd={(url) => change('pictures', (d) => ({ ...d, pictures: d.pictures.includes(url) ? d.pictures : [...d.pictures, url] }))}
        />
      </section>

      <SpecsCard specs={draft.specs} errorOf={errorOf} onChange={(specs) => change('specs', (d) => withSkuRows({ ...d, specs }))} />

      <SkuTable
        draft={draft}
        lang={lang}
        currencyName={baseCurrencyName(baseCurrency, lang)}
        errorOf={errorOf}
        onChange={(i, sku) => change(`skus.${i}`, (d) => ({ ...d, skus: d.skus.map((k, j) => (j === i ? sku : k)) }))}
      />

      <section className="mall-card mall-mgoods-card" aria-label={t('edit.purchaseLimit')}>
        <FormField label={t('edit.purchaseLimit')} name="purchaseLimit" htmlFor="mgoods-limit" error={errorOf('purchaseLimit')}>
          <input
            id="mgoods-limit"
            className="mall-mgoods-input"
            inputMode="numeric"
            maxLength={6}
            value={draft.purchaseLimit}
            placeholder={t('edit.purchaseLimitPlaceholder')}
            aria-invalid={errorOf('purchaseLimit') ? true : undefined}
            onChange={(e) => change('purchaseLimit', (d) => ({ ...d, purchaseLimit: e.target.value }))}
          />
        </FormField>
      </section>

      <BottomBar className="mall-mgoods-save-bar">
        <Button type="submit" block color="primary" shape="rounded" loading={save.isPending} data-testid="goods-save">
          {t('edit.save')}
        </Button>
      </BottomBar>
    </form>
  );
}
