import { useTranslation } from 'react-i18next';
import { MerchantConsolePage } from '../../features/merchant/console-frame.tsx';
import { TakeawayOrdersBoard } from '../../features/takeaway/takeaway-orders-board.tsx';

/** A takeaway shop's paid orders by stage, each moved on to the next stage from here. */
export default function MerchantTakeawayOrdersPage() {
  const { t } = useTranslation('takeaway');
  return (
    <MerchantConsolePage name="merchant/takeaway-orders" title={t('console.ordersTitle')} right="orders">
      {(shop) => <TakeawayOrdersBoard key={shop.shopId} shopId={shop.shopId} />}
    </MerchantConsolePage>
  );
}
