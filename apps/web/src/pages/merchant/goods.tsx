import { useTranslation } from 'react-i18next';
import { useDecorateConfig } from '../../features/decorate/use-decorate-config.ts';
import { MerchantConsolePage } from '../../features/merchant/console-frame.tsx';
import { AddGoodsLink, MerchantGoodsList } from '../../features/merchant-goods/merchant-goods-list.tsx';

/** The console's goods: the current shop's listings by status, searched, each opened, stocked and shelved from here. */
export default function MerchantGoodsPage() {
  const { t } = useTranslation('merchant-goods');
  const config = useDecorateConfig();
  return (
    <MerchantConsolePage name="merchant/goods" title={t('list.title')} right="goods" navRight={<AddGoodsLink />}>
      {(shop) => <MerchantGoodsList shopId={shop.shopId} baseCurrency={config.data?.baseCurrency} />}
    </MerchantConsolePage>
  );
}
