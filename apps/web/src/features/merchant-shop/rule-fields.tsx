import { Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { ChargeBy } from '@mall/contract/shop/delivery-template-fields';
import { normalizeMoneyInput } from '../../shared/format/money-input.ts';
import type { RuleDraft, TemplateErrorKey } from './template-draft.ts';

const FIELDS = [
  ['firstUnits', 'firstUnits', 'units'],
  ['firstFee', 'firstFee', 'money'],
  ['extraUnits', 'extraUnits', 'units'],
  ['extraFee', 'extraFee', 'money'],
  ['freeOver', 'freeOverAmount', 'money'],
] as const;

/**
 * The five numbers of a fee rule, each labelled and with its mistake under it: how many units the first fee covers
 * and that fee, each further step and its fee, and (optionally) the amount from which delivery is free. `at` is the
 * rule's place as the server names it ("defaultRule", "areaRules.2").
 */
export function RuleFields({
  at,
  rule,
  chargeBy,
  errors,
  where,
  onChange,
}: {
  at: string;
  rule: RuleDraft;
  chargeBy: ChargeBy;
  errors: Record<string, TemplateErrorKey | 'invalid'>;
  /** Said after each label to screen readers: which rule this is. */
  where: string;
  onChange: (rule: RuleDraft) => void;
}) {
  const { t } = useTranslation('merchant-shop');
  const unit = t(`templates.units.${chargeBy}`);
  return (
    <div className="mall-mshop-rule">
      {FIELDS.map(([key, field, kind]) => {
        const id = `mshop-${at}-${key}`.replace(/\./g, '-');
        const error = errors[`${at}.${field}`];
        return (
          <div key={key} className="mall-mshop-rule-field" data-field={`${at}.${field}`} data-invalid={error ? 'true' : undefined}>
            <label htmlFor={id} className="mall-mshop-rule-label">
              {t(`editor.${key}`, { unit })}
              <span className="mall-visually-hidden">, {where}</span>
            </label>
            <Input
              id={id}
              value={rule[key]}
              inputMode={kind === 'money' ? 'decimal' : 'numeric'}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(v) => onChange({ ...rule, [key]: kind === 'money' ? normalizeMoneyInput(v) : v.replace(/[^0-9]/g, '') })}
            />
            {error && (
              <p className="mall-field-error" id={`${id}-error`} role="alert">
                {t(`errors.${error}`)}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
