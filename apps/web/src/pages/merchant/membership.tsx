import { useTranslation } from 'react-i18next';
import { MerchantConsolePage } from '../../features/merchant/console-frame.tsx';
import { PlusSettings } from '../../features/shop-plus/plus-settings.tsx';
import '../user/wallet/wallet.css';

/** The shop's membership: on or off, benefits, top-up denominations; how many members and what they hold. */
export default function MerchantMembershipPage() {
  const { t } = useTranslation('plus');
  return (
    <MerchantConsolePage name="merchant/membership" title={t('title')} right="goods">
      {(shop) => <PlusSettings shopId={shop.shopId} />}
    </MerchantConsolePage>
  );
}
