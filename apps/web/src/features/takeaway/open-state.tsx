import { useTranslation } from 'react-i18next';
import type { TTakeawayShop } from '@mall/contract/takeaway/takeaway-fields';

/** Whether a takeaway shop takes orders now (its hours in its own time zone and the merchant's switch). */
export function takesOrders(shop: Pick<TTakeawayShop, 'status' | 'open'>): boolean {
  return shop.status === 'open' && shop.open.state === 'open';
}

/** Where a shop stands, said plainly: open until its last orders, opening soon at, closed (opens at), holiday. */
export function OpenStateText({ shop }: { shop: Pick<TTakeawayShop, 'status' | 'open'> }) {
  const { t } = useTranslation('takeaway');
  const { open } = shop;
  if (shop.status !== 'open') return <>{t('open.merchantClosed')}</>;
  switch (open.state) {
    case 'open':
      return <>{t('open.open', { time: open.lastOrderLocal ?? '' })}</>;
    case 'last_order_passed':
      return <>{t('open.last_order_passed', { time: open.lastOrderLocal ?? '' })}</>;
    case 'opening_soon':
      return <>{t('open.opening_soon', { time: open.opensAtLocal ?? '' })}</>;
    case 'holiday':
      return <>{t('open.holiday')}</>;
    default:
      return <>{open.opensAtLocal ? t('open.closedOpens', { time: open.opensAtLocal }) : t('open.closed')}</>;
  }
}
