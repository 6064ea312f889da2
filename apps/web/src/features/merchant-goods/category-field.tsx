import { useTranslation } from 'react-i18next';
import type { TCategoryNode } from '@mall/contract/catalogue/category-fields';
import { FormField } from '../../shared/ui/form-field.tsx';

/** The leaves of the tree, grouped under "Top › Family": goods hang on leaves only. */
function leafGroups(tree: readonly TCategoryNode[]) {
  return tree.flatMap((top) => top.children.filter((f) => f.children.length > 0).map((family) => ({ label: `${top.name} › ${family.name}`, family, top })));
}

/**
 * The goods' category: a native select (the phone's own picker, reachable by keyboard and screen reader) of the
 * leaves of the shop's channel, grouped by their ancestors.
 */
export function CategoryField({
  tree,
  value,
  error,
  onChange,
}: {
  tree: readonly TCategoryNode[];
  value: number | undefined;
  error: string | undefined;
  onChange: (categoryId: number, path: string[]) => void;
}) {
  const { t } = useTranslation('merchant-goods');
  const groups = leafGroups(tree);
  return (
    <FormField
      label={t('edit.category')}
      name="categoryId"
      htmlFor="mgoods-category"
      error={error}
      hint={value !== undefined ? <p className="mall-mgoods-note">{t('edit.categoryNote')}</p> : undefined}
    >
      <select
        id="mgoods-category"
        className="mall-mgoods-input mall-mgoods-select"
        value={value ?? ''}
        data-testid="goods-category"
        onChange={(e) => {
          const id = Number(e.target.value);
          const group = groups.find((g) => g.family.children.some((c) => c.id === id));
          const leaf = group?.family.children.find((c) => c.id === id);
          if (group && leaf) onChange(id, [group.top.name, group.family.name, leaf.name]);
        }}
      >
        <option value="" disabled>
          {t('edit.categoryPlaceholder')}
        </option>
        {groups.map((g) => (
          <optgroup key={g.family.id} label={g.label}>
            {g.family.children.map((leaf) => (
              <option key={leaf.id} value={leaf.id}>
                {leaf.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </FormField>
  );
}
