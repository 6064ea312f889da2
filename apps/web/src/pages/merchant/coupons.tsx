import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDecorateConfig } from '../../features/decorate/use-decorate-config.ts';
import { MerchantConsolePage } from '../../features/merchant/console-frame.tsx';
import { couponTabOf, ShopCoupons } from '../../features/merchant-coupons/shop-coupons.tsx';
import type { PageProps } from '../../shared/ui/page.tsx';

const PATH = '/merchant/coupons';

/** The shop's coupons by tab (?tab=active|upcoming|ended, kept so that back returns to it): create, edit, stop. */
export default function MerchantCouponsPage({ query }: PageProps) {
  const { t } = useTranslation('merchant-coupons');
  const navigate = useNavigate();
  const config = useDecorateConfig();
  const tab = couponTabOf(query.tab);
  return (
    <MerchantConsolePage name="merchant/coupons" title={t('page.title')} right="goods">
      {(shop) => (
        <ShopCoupons
          shopId={shop.shopId}
          tab={tab}
          onTab={(next) => void navigate(next === 'active' ? PATH : `${PATH}?tab=${next}`, { replace: true })}
          baseCurrency={config.data?.baseCurrency}
        />
      )}
    </MerchantConsolePage>
  );
}
