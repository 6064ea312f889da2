import { useState } from 'react';
import { Button } from 'antd-mobile';
import { AddOutline, CloseOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { MERCHANT_GOODS_LIMITS as L } from '@mall/contract/catalogue/merchant-goods-fields';
import { LANGUAGES, type Lang } from '@mall/contract/platform/languages';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { newKey, shownText, type DraftSpec } from './goods-draft.ts';
import { LanguageSwitch } from './language-switch.tsx';

const blank = () => ({ en: '', zh: '', ja: '' });

/**
 * The goods' specification dimensions (at most two, e.g. colour and size) and their values, named in each
 * language; every combination of values becomes a row of the SKU table below.
 */
export function SpecsCard({ specs, errorOf, onChange }: { specs: readonly DraftSpec[]; errorOf: (field: string) => string | undefined; onChange: (specs: DraftSpec[]) => void }) {
  const { t } = useTranslation('merchant-goods');
  const shown = useQueryLang();
  const [lang, setLang] = useState<Lang>(() => (specs.length === 0 || specs.some((s) => s.name[shown] !== '') ? shown : (LANGUAGES.find((l) => specs.some((s) => s.name[l] !== '')) ?? shown)));
  const update = (d: number, spec: DraftSpec) => onChange(specs.map((s, i) => (i === d ? spec : s)));
  const flagged = LANGUAGES.filter((l) => specs.some((s, d) => errorOf(`specs.${d}.name.${l}`) || s.values.some((_, i) => errorOf(`specs.${d}.values.${i}.name.${l}`))));
  return (
    <section className="mall-card mall-mgoods-card" aria-labelledby="mgoods-specs" data-testid="goods-specs">
      <h2 id="mgoods-specs" className="mall-mgoods-card-title">
        {t('edit.specs')}
      </h2>
      <p className="mall-mgoods-note">{t('edit.specsNote')}</p>
      {specs.length > 0 && <LanguageSwitch value={lang} onChange={setLang} flagged={flagged} />}
      {specs.map((spec, d) => {
        const specLabel = shownText(spec.name, lang) || t('edit.specName', { n: d + 1 });
        const nameError = errorOf(`specs.${d}.name`) ?? errorOf(`specs.${d}.name.${lang}`);
        return (
          <fieldset key={spec.key} className="mall-mgoods-spec" data-field={`specs.${d}`}>
            <legend className="mall-visually-hidden">{specLabel}</legend>
            <div className="mall-mgoods-spec-head">
              <label className="mall-visually-hidden" htmlFor={`mgoods-spec-${spec.key}-${lang}`}>
                {t('edit.specName', { n: d + 1 })}
              </label>
              <input
                id={`mgoods-spec-${spec.key}-${lang}`}
                className="mall-mgoods-input mall-mgoods-spec-name"
                lang={lang}
                value={spec.name[lang]}
                maxLength={L.specNameLength}
                placeholder={t('edit.specNamePlaceholder')}
                aria-invalid={nameError ? true : undefined}
                data-testid="spec-name"
                onChange={(e) => update(d, { ...spec, name: { ...spec.name, [lang]: e.target.value } })}
              />
              <button type="button" className="mall-mgoods-icon-button" onClick={() => onChange(specs.filter((_, i) => i !== d))}>
                <CloseOutline aria-hidden />
                <span className="mall-visually-hidden">{t('edit.removeSpec', { name: specLabel })}</span>
              </button>
            </div>
            {nameError && (
              <p className="mall-field-error" role="alert">
                {nameError}
              </p>
            )}
            <ul className="mall-mgoods-values">
              {spec.values.map((value, i) => {
                const valueError = errorOf(`specs.${d}.values.${i}.name`) ?? errorOf(`specs.${d}.values.${i}.name.${lang}`);
                const id = `mgoods-value-${value.key}-${lang}`;
                return (
                  <li key={value.key} className="mall-mgoods-value">
                    <label className="mall-visually-hidden" htmlFor={id}>
                      {t('edit.valueName', { n: i + 1, spec: specLabel })}
                    </label>
                    <input
                      id={id}
                      className="mall-mgoods-input"
                      lang={lang}
                      value={value.name[lang]}
                      maxLength={L.specValueLength}
                      placeholder={t('edit.valuePlaceholder')}
                      aria-invalid={valueError ? true : undefined}
                      data-testid="spec-value"
                      onChange={(e) => update(d, { ...spec, values: spec.values.map((v, j) => (j === i ? { ...v, name: { ...v.name, [lang]: e.target.value } } : v)) })}
                    />
                    <button type="button" className="mall-mgoods-icon-button" onClick={() => update(d, { ...spec, values: spec.values.filter((_, j) => j !== i) })}>
                      <CloseOutline aria-hidden />
                      <span className="mall-visually-hidden">{t('edit.removeValue', { name: shownText(value.name, lang) || t('edit.valueName', { n: i + 1, spec: specLabel }) })}</span>
                    </button>
                    {valueError && (
                      <p className="mall-field-error mall-mgoods-value-error" role="alert">
                        {valueError}
                      </p>
                    )}
                  </li>
                );
              })}
            </ul>
            {errorOf(`specs.${d}.values`) && (
              <p className="mall-field-error" role="alert">
                {errorOf(`specs.${d}.values`)}
              </p>
            )}
            {spec.values.length < L.specValues && (
              <Button size="small" fill="outline" shape="rounded" onClick={() => update(d, { ...spec, values: [...spec.values, { key: newKey(), name: blank() }] })} data-testid="add-spec-value">
                <AddOutline aria-hidden /> {t('edit.addValue')}
                <span className="mall-visually-hidden"> ({specLabel})</span>
              </Button>
            )}
          </fieldset>
        );
      })}
      {specs.length < L.specs && (
        <Button
          size="small"
          shape="rounded"
          color="primary"
          fill="outline"
          data-testid="add-spec"
          onClick={() => onChange([...specs, { key: newKey(), name: blank(), values: [{ key: newKey(), name: blank() }] }])}
        >
          <AddOutline aria-hidden /> {t('edit.addSpec')}
        </Button>
      )}
    </section>
  );
}
