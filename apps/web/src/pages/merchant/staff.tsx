import { useTranslation } from 'react-i18next';
import { MerchantConsolePage } from '../../features/merchant/console-frame.tsx';
import { StaffPanel } from '../../features/merchant/staff-panel.tsx';

/** Who works for the shop and what each may do. */
export default function MerchantStaffPage() {
  const { t } = useTranslation('merchant');
  return (
    <MerchantConsolePage name="merchant/staff" title={t('staff.title')} right="orders">
      {(shop) => <StaffPanel shopId={shop.shopId} isOwner={shop.role === 'owner'} />}
    </MerchantConsolePage>
  );
}
