import { useTranslation } from 'react-i18next';
import type { ChargeBy } from '@mall/contract/shop/delivery-template-fields';
import { RuleFields } from './rule-fields.tsx';
import type { AreaRuleDraft, TemplateErrorKey } from './template-draft.ts';
import { useNations, useProvinces } from './use-merchant-shop.ts';

/** One region with its own fees: a country (or region) and, optionally, one of its provinces, and the rule's numbers. */
export function AreaRuleEditor({
  index,
  rule,
  chargeBy,
  errors,
  onChange,
  onRemove,
}: {
  index: number;
  rule: AreaRuleDraft;
  chargeBy: ChargeBy;
  errors: Record<string, TemplateErrorKey | 'invalid'>;
  onChange: (rule: AreaRuleDraft) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('merchant-shop');
  const nations = useNations();
  const provinces = useProvinces(rule.nationId);
  const at = `areaRules.${index}`;
  const title = t('editor.area', { number: index + 1 });
  const nationError = errors[`${at}.nationId`];
  const areaError = errors[`${at}.areaId`];
  return (
    <fieldset className="mall-mshop-area" data-testid={`area-rule-${index}`}>
      <legend className="mall-mshop-area-title">{title}</legend>
      <div className="mall-mshop-area-places">
        <div className="mall-mshop-rule-field" data-field={`${at}.nationId`} data-invalid={nationError ? 'true' : undefined}>
          <label className="mall-mshop-rule-label" htmlFor={`mshop-${index}-nation`}>
            {t('editor.nation')}
            <span className="mall-visually-hidden">, {title}</span>
          </label>
          <select
            id={`mshop-${index}-nation`}
            className="mall-mshop-select"
            value={rule.nationId ?? ''}
            aria-describedby={nationError ? `mshop-${index}-nation-error` : undefined}
            onChange={(e) => onChange({ ...rule, nationId: e.target.value === '' ? null : Number(e.target.value), areaId: null })}
          >
            <option value="">{t('editor.chooseNation')}</option>
            {(nations.data ?? []).map((n) => (
              <option key={n.id} value={n.id}>
                {n.name}
              </option>
            ))}
          </select>
          {nationError && (
            <p className="mall-field-error" id={`mshop-${index}-nation-error`} role="alert">
              {t(`errors.${nationError}`)}
            </p>
          )}
        </div>
        <div className="mall-mshop-rule-field" data-field={`${at}.areaId`} data-invalid={areaError ? 'true' : undefined}>
          <label className="mall-mshop-rule-label" htmlFor={`mshop-${index}-province`}>
            {t('editor.province')}
            <span className="mall-visually-hidden">, {title}</span>
          </label>
          <select
            id={`mshop-${index}-province`}
            className="mall-mshop-select"
            value={rule.areaId ?? ''}
            disabled={rule.nationId === null}
            onChange={(e) => onChange({ ...rule, areaId: e.target.value === '' ? null : Number(e.target.value) })}
          >
            <option value="">{t('editor.wholeNation')}</option>
            {(provinces.data ?? []).map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
          {areaError && (
            <p className="mall-field-error" role="alert">
              {t(`errors.${areaError}`)}
            </p>
          )}
        </div>
      </div>
      <RuleFields at={at} rule={rule} chargeBy={chargeBy} errors={errors} where={title} onChange={(fees) => onChange({ ...rule, ...fees })} />
      <button type="button" className="mall-mshop-link-button mall-mshop-danger" onClick={onRemove}>
        {t('editor.removeArea', { number: index + 1 })}
      </button>
    </fieldset>
  );
}
