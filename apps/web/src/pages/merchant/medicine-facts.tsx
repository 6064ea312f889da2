import { useTranslation } from 'react-i18next';
import { useDecorateConfig } from '../../features/decorate/use-decorate-config.ts';
import { MerchantMedicineFacts } from '../../features/health/merchant-medicine-facts.tsx';
import { MerchantConsolePage } from '../../features/merchant/console-frame.tsx';
import { PageRefresh } from '../../shared/ui/page-refresh.tsx';
import '../../features/health/health.css';

/** The pharmacy's medicines and their regulatory text (approval number, dosage form, specification, usage, contraindications), right `goods`. */
export default function MerchantMedicineFactsPage() {
  const { t } = useTranslation('health');
  const config = useDecorateConfig();
  return (
    <MerchantConsolePage name="merchant/medicine-facts" title={t('facts.title')} right="goods" baseCurrency={config.data?.baseCurrency}>
      {(shop) => (
        <PageRefresh>
          <div className="mall-health-body">
            <MerchantMedicineFacts shopId={shop.shopId} />
          </div>
        </PageRefresh>
      )}
    </MerchantConsolePage>
  );
}
