import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MerchantConsolePage } from '../../features/merchant/console-frame.tsx';
import { PackingList } from '../../features/merchant/packing-list.tsx';

/** A printable packing list of one order: what goes in the parcel and where it goes. */
export default function MerchantPackingPage() {
  const { t } = useTranslation('merchant');
  const [params] = useSearchParams();
  const orderId = Number(params.get('orderId'));
  return (
    <MerchantConsolePage
      name="merchant/orders/packing"
      title={t('packing.title')}
      right="orders"
      navRight={
        <Button size="mini" fill="none" className="mall-packing-print" onClick={() => window.print()}>
          {t('packing.print')}
        </Button>
      }
    >
      {(shop) => <PackingList shopId={shop.shopId} shopName={shop.name} orderId={Number.isInteger(orderId) && orderId > 0 ? orderId : 0} />}
    </MerchantConsolePage>
  );
}
