import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDecorateConfig } from '../../features/decorate/use-decorate-config.ts';
import { MerchantConsolePage } from '../../features/merchant/console-frame.tsx';
import { GoodsEditor } from '../../features/merchant-goods/goods-editor.tsx';
import { GOODS_LIST_PATH } from '../../features/merchant-goods/merchant-goods-paths.ts';
import type { PageProps } from '../../shared/ui/page.tsx';

/** A goods id from the address, or none for a new goods. */
function goodsIdOf(value: string | undefined): number | undefined {
  return value !== undefined && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined;
}

/** The console's goods editor: a new goods, or `?goodsId=` of the current shop. Saving goes back to the list. */
export default function MerchantGoodsEditPage({ query }: PageProps) {
  const { t } = useTranslation('merchant-goods');
  const navigate = useNavigate();
  const config = useDecorateConfig();
  const goodsId = goodsIdOf(query.goodsId);
  const toList = () => void navigate(GOODS_LIST_PATH, { replace: true });
  return (
    <MerchantConsolePage name="merchant/goods/edit" title={t(goodsId === undefined ? 'edit.titleNew' : 'edit.titleEdit')} right="goods">
      {(shop) => <GoodsEditor shopId={shop.shopId} goodsId={goodsId} baseCurrency={config.data?.baseCurrency} onSaved={toList} onMissing={toList} />}
    </MerchantConsolePage>
  );
}
