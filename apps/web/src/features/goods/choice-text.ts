import { useTranslation } from 'react-i18next';
import { chosenValueNames, missingSpecNames, type Selection, type Spec } from './sku-selection.ts';

/** What a choice reads as: "Navy / 128GB", or the dimensions still to choose. */
export function useChoiceText(specs: readonly Spec[], selection: Selection): { chosen: boolean; text: string } {
  const { t } = useTranslation('goods');
  const missing = missingSpecNames(specs, selection);
  if (missing.length > 0) return { chosen: false, text: t('sku.choose', { names: missing.join(t('sku.nameSeparator')) }) };
  return { chosen: true, text: chosenValueNames(specs, selection).join(' / ') };
}
