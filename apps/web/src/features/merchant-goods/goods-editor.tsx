import { useTranslation } from 'react-i18next';
import type { TMerchantGoods } from '@mall/contract/catalogue/merchant-goods-fields';
import { isApiError } from '../../shared/transport/api-error.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { draftOf, emptyDraft } from './goods-draft.ts';
import { GoodsForm } from './goods-form.tsx';
import { useGoodsCategories, useMerchantGoodsDetail } from './use-merchant-goods.ts';
import './merchant-goods.css';

export interface GoodsEditorProps {
  shopId: number;
  /** The goods to edit; a new goods without. */
  goodsId: number | undefined;
  baseCurrency: string | undefined;
  onSaved: (goods: TMerchantGoods, created: boolean) => void;
  onMissing: () => void;
}

/** The editor of a goods of the shop (or a new one), once the goods and the shop's categories are in. */
export function GoodsEditor({ shopId, goodsId, baseCurrency, onSaved, onMissing }: GoodsEditorProps) {
  const { t } = useTranslation(['merchant-goods', 'common']);
  const detail = useMerchantGoodsDetail(goodsId);
  const categories = useGoodsCategories(shopId);
  if (categories.isPending || (goodsId !== undefined && detail.isPending)) return <ListSkeleton rows={4} lines={3} />;
  if (goodsId !== undefined && detail.isError) {
    // Another shop's goods, or one that is not there: the server answers both alike.
    if (isApiError(detail.error) && detail.error.code === 1004) {
      return <EmptyState title={t('common:loadFailed.title')} description={detail.error.message} action={{ label: t('list.title'), onClick: onMissing }} />;
    }
    return <LoadFailed description={detail.error.message} onRetry={() => void detail.refetch()} />;
  }
  if (categories.isError) return <LoadFailed description={categories.error.message} onRetry={() => void categories.refetch()} />;
  const initial = goodsId !== undefined && detail.data ? draftOf(detail.data) : emptyDraft();
  return <GoodsForm key={goodsId ?? 'new'} shopId={shopId} initial={initial} categories={categories.data} baseCurrency={baseCurrency} onSaved={onSaved} />;
}
