import { useTranslation } from 'react-i18next';
import { useDecorateConfig } from './use-decorate-config.ts';

/** The mall's name from its config; the translated "Mall" until the config says otherwise. */
export function useMallName(): string {
  const { t } = useTranslation('shell');
  const { data } = useDecorateConfig();
  return data?.mallName.trim() || t('mallName');
}
