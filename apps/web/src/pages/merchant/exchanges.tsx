import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDecorateConfig } from '../../features/decorate/use-decorate-config.ts';
import { MerchantConsolePage } from '../../features/merchant/console-frame.tsx';
import { exchangeStatusOf, ShopExchanges } from '../../features/merchant-exchanges/shop-exchanges.tsx';
import type { PageProps } from '../../shared/ui/page.tsx';
import { PageRefresh } from '../../shared/ui/page-refresh.tsx';

const PATH = '/merchant/exchanges';

/** The shop's score goods taken for points, by status (?status=to_ship|shipped|received, kept so that back returns to it). */
export default function MerchantExchangesPage({ query }: PageProps) {
  const { t } = useTranslation('merchant');
  const navigate = useNavigate();
  const config = useDecorateConfig();
  const status = exchangeStatusOf(query.status);
  return (
    <MerchantConsolePage name="merchant/exchanges" title={t('exchanges.title')} right="orders" baseCurrency={config.data?.baseCurrency}>
      {(shop) => (
        <PageRefresh>
          <ShopExchanges shopId={shop.shopId} status={status} onStatus={(next) => void navigate(next === 'to_ship' ? PATH : `${PATH}?status=${next}`, { replace: true })} />
        </PageRefresh>
      )}
    </MerchantConsolePage>
  );
}
