import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDecorateConfig } from '../../features/decorate/use-decorate-config.ts';
import { MerchantConsolePage } from '../../features/merchant/console-frame.tsx';
import { invoiceTabOf, ShopInvoices } from '../../features/merchant-invoices/shop-invoices.tsx';
import type { PageProps } from '../../shared/ui/page.tsx';

const PATH = '/merchant/invoices';

/** The shop's invoices by tab (?tab=requested|issued, kept so that back returns to it): issue them, open their PDFs. */
export default function MerchantInvoicesPage({ query }: PageProps) {
  const { t } = useTranslation('invoice');
  const navigate = useNavigate();
  const config = useDecorateConfig();
  const tab = invoiceTabOf(query.tab);
  return (
    <MerchantConsolePage name="merchant/invoices" title={t('merchant.title')} right="finance" baseCurrency={config.data?.baseCurrency}>
      {(shop) => (
        <ShopInvoices
          shopId={shop.shopId}
          tab={tab}
          onTab={(next) => void navigate(next === 'requested' ? PATH : `${PATH}?tab=${next}`, { replace: true })}
          baseCurrency={config.data?.baseCurrency}
        />
      )}
    </MerchantConsolePage>
  );
}
