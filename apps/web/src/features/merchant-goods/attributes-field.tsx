import { useTranslation } from 'react-i18next';
import type { TCategoryAttr } from '@mall/contract/catalogue/category-fields';

/**
 * The category's attributes the goods carries (brand, features, colours …), for the category's filters: toggle
 * buttons per value; a brand is one of its values, the others any number.
 */
export function AttributesField({ attrs, value, onChange }: { attrs: readonly TCategoryAttr[]; value: readonly number[]; onChange: (ids: number[]) => void }) {
  const { t } = useTranslation('merchant-goods');
  if (attrs.length === 0) return null;
  const toggle = (attr: TCategoryAttr, id: number) => {
    if (value.includes(id)) return onChange(value.filter((v) => v !== id));
    const others = attr.kind === 'brand' ? value.filter((v) => !attr.values.some((x) => x.id === v)) : value;
    onChange([...others, id]);
  };
  return (
    <div className="mall-mgoods-attrs" data-field="attrValueIds">
      <p className="mall-mgoods-field-title">{t('edit.attributes')}</p>
      <p className="mall-mgoods-note">{t('edit.attributesNote')}</p>
      {attrs.map((attr) => (
        <fieldset key={attr.id} className="mall-mgoods-attr">
          <legend className="mall-mgoods-attr-name">{attr.name}</legend>
          <div className="mall-mgoods-chips">
            {attr.values.map((v) => (
              <button key={v.id} type="button" className="mall-mgoods-chip" aria-pressed={value.includes(v.id)} onClick={() => toggle(attr, v.id)}>
                {v.swatch && <span className="mall-mgoods-swatch" style={{ background: v.swatch }} aria-hidden />}
                {v.name}
              </button>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
