import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDecorateConfig } from '../../features/decorate/use-decorate-config.ts';
import { CreateListingForm, MerchantListings } from '../../features/groupbuy/merchant-groupbuy.tsx';
import { MerchantConsolePage } from '../../features/merchant/console-frame.tsx';
import { PageRefresh } from '../../shared/ui/page-refresh.tsx';

/** The shop's community group buys: the way to hand orders over and to staff the points, a new one, and the list. */
export default function MerchantGroupbuyPage() {
  const { t } = useTranslation('groupbuy');
  const navigate = useNavigate();
  const config = useDecorateConfig();
  return (
    <MerchantConsolePage name="merchant/groupbuy" title={t('merchant.title')} right="goods" baseCurrency={config.data?.baseCurrency}>
      {(shop) => (
        <PageRefresh>
          <div className="mall-gb-body">
            <div style={{ display: 'flex', gap: 8 }}>
              <Button shape="rounded" color="primary" onClick={() => void navigate('/merchant/groupbuy/pickup')} data-testid="to-pickup">
                {t('merchant.toPickup')}
              </Button>
              <Button shape="rounded" onClick={() => void navigate('/merchant/groupbuy/staff')}>
                {t('merchant.toStaff')}
              </Button>
            </div>
            <CreateListingForm shopId={shop.shopId} />
            <MerchantListings shopId={shop.shopId} />
          </div>
        </PageRefresh>
      )}
    </MerchantConsolePage>
  );
}
