import { useTranslation } from 'react-i18next';
import { useDecorateConfig } from '../../features/decorate/use-decorate-config.ts';
import { PickupStaff } from '../../features/groupbuy/merchant-groupbuy.tsx';
import { MerchantConsolePage } from '../../features/merchant/console-frame.tsx';

/** Who works at each of the shop's pickup points. */
export default function MerchantGroupbuyStaffPage() {
  const { t } = useTranslation('groupbuy');
  const config = useDecorateConfig();
  return (
    <MerchantConsolePage name="merchant/groupbuy/staff" title={t('merchant.staffTitle')} right="orders" baseCurrency={config.data?.baseCurrency}>
      {(shop) => (
        <div className="mall-gb-body">
          <PickupStaff shopId={shop.shopId} />
        </div>
      )}
    </MerchantConsolePage>
  );
}
