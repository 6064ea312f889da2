import { Button, Checkbox } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import './pick-bar.css';

export interface PickBarProps {
  picked: number;
  total: number;
  onToggleAll: () => void;
  onRemove: () => void;
  removing: boolean;
}

/** The bottom bar of a list in edit mode: pick all, and remove what is picked. */
export function PickBar({ picked, total, onToggleAll, onRemove, removing }: PickBarProps) {
  const { t } = useTranslation('catalogue');
  return (
    <div className="mall-pick-bar" data-testid="pick-bar">
      <Checkbox checked={total > 0 && picked === total} indeterminate={picked > 0 && picked < total} onChange={onToggleAll}>
        {t('mine.pickAll')}
      </Checkbox>
      <Button color="danger" shape="rounded" size="small" disabled={picked === 0} loading={removing} onClick={onRemove}>
        {t('mine.removePicked', { count: picked })}
      </Button>
    </div>
  );
}
