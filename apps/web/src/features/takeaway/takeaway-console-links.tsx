import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { takeawayQueries } from './takeaway-queries.ts';

/** On the console's home of a takeaway shop: its takeaway settings and orders (nothing for other shops). */
export function TakeawayConsoleLinks({ shopId }: { shopId: number }) {
  const { t } = useTranslation('takeaway');
  const navigate = useNavigate();
  const settings = useQuery({ ...takeawayQueries.settings(useQueryLang(), shopId), retry: false });
  if (!settings.data) return null;
  return (
    <nav className="mall-card mall-console-shortcuts" aria-label={t('console.entry')} data-testid="takeaway-console-links">
      <Button fill="none" className="mall-console-shortcut" data-shortcut="takeaway" onClick={() => void navigate('/merchant/takeaway')}>
        <span>{t('console.entry')}</span>
      </Button>
      <Button fill="none" className="mall-console-shortcut" data-shortcut="takeaway-orders" onClick={() => void navigate('/merchant/takeaway-orders')}>
        <span>{t('console.entryOrders')}</span>
      </Button>
    </nav>
  );
}
