import { useTranslation } from 'react-i18next';
import { useDecorateConfig } from '../../features/decorate/use-decorate-config.ts';
import { MerchantDemands } from '../../features/health/merchant-demands.tsx';
import { MerchantConsolePage } from '../../features/merchant/console-frame.tsx';
import { PageRefresh } from '../../shared/ui/page-refresh.tsx';
import '../../features/health/health.css';

/** Medicine demands near the pharmacy: open the chat with the shopper and send a quote (right `chat`). */
export default function MerchantMedicineDemandsPage() {
  const { t } = useTranslation('health');
  const config = useDecorateConfig();
  return (
    <MerchantConsolePage name="merchant/medicine-demands" title={t('merchant.title')} right="chat" baseCurrency={config.data?.baseCurrency}>
      {(shop) => (
        <PageRefresh>
          <div className="mall-health-body">
            <MerchantDemands shopId={shop.shopId} />
          </div>
        </PageRefresh>
      )}
    </MerchantConsolePage>
  );
}
