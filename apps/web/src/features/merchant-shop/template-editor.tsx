import { useState } from 'react';
import { Button, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { CHARGE_BY } from '@mall/contract/shop/delivery-template-fields';
import { baseCurrencyName } from '../../shared/format/base-money.ts';
import { langOf } from '../../shared/session/preferences.ts';
import { fieldProblemsOf } from '../../shared/transport/field-problems.ts';
import { FormField } from '../../shared/ui/form-field.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { AreaRuleEditor } from './area-rule-editor.tsx';
import { RuleFields } from './rule-fields.tsx';
import { newAreaRule, requestOfTemplate, type TemplateDraft, type TemplateErrorKey } from './template-draft.ts';
import { useSaveTemplate } from './use-merchant-shop.ts';

/**
 * A delivery-fee template's form, in the editor sheet: its name, pieces or weight, whether it is the default, the rule
 * for everywhere else and the regions with their own fees. Saved whole; the sheet closes once saved.
 */
export function TemplateEditor({
  shopId,
  initial,
  wasDefault,
  baseCurrency,
  onDone,
}: {
  shopId: number;
  initial: TemplateDraft;
  /** Saved as the default already: it stays so until another is made the default. */
  wasDefault: boolean;
  baseCurrency: string | undefined;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('merchant-shop');
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, TemplateErrorKey | 'invalid'>>({});
  const [failure, setFailure] = useState<string>();
  const save = useSaveTemplate(shopId);
  const currency = baseCurrencyName(baseCurrency, langOf(i18n.language) ?? 'en');

  const update = (next: Partial<TemplateDraft>) => {
    setDraft((d) => ({ ...d, ...next }));
    setErrors({});
  };

  const submit = () => {
    const { request, errors: found } = requestOfTemplate(draft, shopId);
    setErrors(found);
    setFailure(undefined);
    if (!request) return;
    save.mutate(request, {
      onSuccess: () => {
        showToast(t('editor.saved'));
        onDone();
      },
      onError: (error) => {
        const fields = Object.keys(fieldProblemsOf(error));
        if (fields.length > 0) setErrors(Object.fromEntries(fields.map((f) => [f, 'invalid' as const])));
        else setFailure(t('errors.saveFailed', { message: error.message }));
      },
    });
  };

  return (
    <form
      className="mall-mshop-editor"
      noValidate
      data-testid="template-editor"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <FormField label={t('editor.name')} name="name" error={errors.name ? t(`errors.${errors.name}`) : undefined} htmlFor="mshop-template-name">
        <Input id="mshop-template-name" value={draft.name} maxLength={40} placeholder={t('editor.namePlaceholder')} onChange={(name) => update({ name })} />
      </FormField>
      <fieldset className="mall-mshop-choices">
        <legend className="mall-field-label">{t('editor.chargeBy')}</legend>
        {CHARGE_BY.map((by) => (
          <label key={by} className="mall-mshop-choice">
            <input type="radio" name="chargeBy" value={by} checked={draft.chargeBy === by} onChange={() => update({ chargeBy: by })} />
            <span>{t(by === 'piece' ? 'templates.byPiece' : 'templates.byWeight')}</span>
          </label>
        ))}
      </fieldset>
      <label className="mall-mshop-choice mall-mshop-check">
        <input type="checkbox" checked={draft.isDefault} disabled={wasDefault} onChange={(e) => update({ isDefault: e.target.checked })} />
        <span>{t('editor.makeDefault')}</span>
      </label>
      {wasDefault && <p className="mall-mshop-note">{t('editor.defaultLocked')}</p>}
      {currency && <p className="mall-mshop-note">{t('editor.currency', { currency })}</p>}

      <label className="mall-mshop-choice mall-mshop-check">
        <input type="checkbox" checked={draft.everywhere} onChange={(e) => update({ everywhere: e.target.checked })} />
        <span>{t('editor.everywhere')}</span>
      </label>
      {draft.everywhere && (
        <RuleFields
          at="defaultRule"
          rule={draft.defaultRule}
          chargeBy={draft.chargeBy}
          errors={errors}
          where={t('editor.everywhereRule')}
          onChange={(defaultRule) => update({ defaultRule })}
        />
      )}
      {errors.defaultRule && (
        <p className="mall-field-error" role="alert">
          {t(`errors.${errors.defaultRule}`)}
        </p>
      )}

      <h3 className="mall-mshop-subtitle">{t('editor.areaRules')}</h3>
      {draft.areaRules.map((rule, i) => (
        <AreaRuleEditor
          key={rule.key}
          index={i}
          rule={rule}
          chargeBy={draft.chargeBy}
          errors={errors}
          onChange={(next) => update({ areaRules: draft.areaRules.map((r) => (r.key === rule.key ? next : r)) })}
          onRemove={() => update({ areaRules: draft.areaRules.filter((r) => r.key !== rule.key) })}
        />
      ))}
      <button type="button" className="mall-mshop-link-button mall-mshop-add" onClick={() => update({ areaRules: [...draft.areaRules, newAreaRule()] })}>
        + {t('editor.addArea')}
      </button>

      {failure && (
        <p className="mall-field-error mall-mshop-failure" role="alert">
          {failure}
        </p>
      )}
      <div className="mall-mshop-actions">
        <Button shape="rounded" onClick={onDone}>
          {t('editor.cancel')}
        </Button>
        <Button type="submit" color="primary" shape="rounded" loading={save.isPending} data-testid="save-template">
          {t('editor.save')}
        </Button>
      </div>
    </form>
  );
}
