import { useTranslation } from 'react-i18next';
import { MerchantConsolePage } from '../../features/merchant/console-frame.tsx';
import { TakeawaySettingsForm } from '../../features/takeaway/takeaway-settings-form.tsx';

/** A takeaway shop's terms: radius, fees, smallest order, delivery and last order minutes, holidays. */
export default function MerchantTakeawayPage() {
  const { t } = useTranslation('takeaway');
  return (
    <MerchantConsolePage name="merchant/takeaway" title={t('console.settingsTitle')} right="goods">
      {(shop) => <TakeawaySettingsForm key={shop.shopId} shopId={shop.shopId} />}
    </MerchantConsolePage>
  );
}
