import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDecorateConfig } from '../../features/decorate/use-decorate-config.ts';
import { MerchantConsolePage } from '../../features/merchant/console-frame.tsx';
import { returnQueueOf } from '../../features/merchant-returns/return-actions.ts';
import { ShopReturns } from '../../features/merchant-returns/shop-returns.tsx';
import type { PageProps } from '../../shared/ui/page.tsx';
import { PageRefresh } from '../../shared/ui/page-refresh.tsx';

const PATH = '/merchant/returns';

/** The shop's after-sales by queue (?queue=answer|receive|send|refunding|done, kept so that back returns to it). */
export default function MerchantReturnsPage({ query }: PageProps) {
  const { t } = useTranslation('merchant-returns');
  const navigate = useNavigate();
  const config = useDecorateConfig();
  const queue = returnQueueOf(query.queue);
  return (
    <MerchantConsolePage name="merchant/returns" title={t('page.title')} right="aftersales" baseCurrency={config.data?.baseCurrency}>
      {(shop) => (
        <PageRefresh>
          <ShopReturns shopId={shop.shopId} queue={queue} onQueue={(next) => void navigate(next === 'answer' ? PATH : `${PATH}?queue=${next}`, { replace: true })} />
        </PageRefresh>
      )}
    </MerchantConsolePage>
  );
}
