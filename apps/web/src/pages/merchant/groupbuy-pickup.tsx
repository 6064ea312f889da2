import { useTranslation } from 'react-i18next';
import { useDecorateConfig } from '../../features/decorate/use-decorate-config.ts';
import { PickupRedeem } from '../../features/groupbuy/merchant-groupbuy.tsx';
import { MerchantConsolePage } from '../../features/merchant/console-frame.tsx';

/** Pickup: staff of a pickup point hand group-buy orders over by the shopper's pickup code. */
export default function MerchantGroupbuyPickupPage() {
  const { t } = useTranslation('groupbuy');
  const config = useDecorateConfig();
  return (
    <MerchantConsolePage name="merchant/groupbuy/pickup" title={t('merchant.pickupTitle')} right="orders" baseCurrency={config.data?.baseCurrency}>
      {(shop) => (
        <div className="mall-gb-body">
          <PickupRedeem shopId={shop.shopId} />
        </div>
      )}
    </MerchantConsolePage>
  );
}
