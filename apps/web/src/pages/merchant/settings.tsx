import { useTranslation } from 'react-i18next';
import { useDecorateConfig } from '../../features/decorate/use-decorate-config.ts';
import { MerchantConsolePage } from '../../features/merchant/console-frame.tsx';
import { useMerchantAccount } from '../../features/merchant/use-merchant-application.ts';
import { ShopSettings } from '../../features/merchant-shop/shop-settings.tsx';

/** The shop's settings: open or closed, profile, business hours and delivery-fee templates. */
export default function MerchantSettingsPage() {
  const { t } = useTranslation('merchant-shop');
  const config = useDecorateConfig();
  // The console frame's shop switcher shows the shop's name and logo: asked again once the profile is saved.
  const account = useMerchantAccount();
  return (
    <MerchantConsolePage name="merchant/settings" title={t('page.title')} right="goods">
      {(shop) => <ShopSettings shopId={shop.shopId} baseCurrency={config.data?.baseCurrency} onProfileSaved={() => void account.refetch()} />}
    </MerchantConsolePage>
  );
}
