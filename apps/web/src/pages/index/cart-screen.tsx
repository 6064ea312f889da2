import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CartView } from '../../features/cart/cart-view.tsx';
import type { CartLine } from '../../features/cart/cart-state.ts';
import { useChangeCartQuantity, useChangeCartSku } from '../../features/cart/use-cart.ts';
import { initialSelection, type SelectableSku, type Selection } from '../../features/goods/sku-selection.ts';
import { useGoodsDetail } from '../../features/goods/use-goods-detail.ts';
import { useRecommendedGoodsPages } from '../../features/home/use-recommended-goods.ts';
import { GoodsFeed } from '../../shared/catalogue-ui/goods-feed.tsx';
import { showToast } from '../../shared/ui/toast.ts';

// The picker (and its popup's animation library) loads when a spec is first tapped.
const SkuPicker = lazy(() => import('../../features/goods/sku-picker.tsx').then((m) => ({ default: m.SkuPicker })));

/** The home page's recommended goods (the same query, so a visit to home fills it), without end. */
function CartRecommendations() {
  return <GoodsFeed pages={useRecommendedGoodsPages()} empty={null} />;
}

/**
 * Changing a line's SKU with the goods page's picker: it opens on the line's SKU and quantity once the goods'
 * SKUs are read; confirming moves the line (or only changes its quantity when the SKU stays).
 */
function LineSkuPicker({ line, visible, onClose }: { line: CartLine; visible: boolean; onClose: () => void }) {
  const detail = useGoodsDetail(line.goodsId);
  const changeSku = useChangeCartSku();
  const changeQuantity = useChangeCartQuantity();
  const [selection, setSelection] = useState<Selection | undefined>(undefined);
  const [quantity, setQuantity] = useState(line.quantity);
  const { t } = useTranslation('goods');

  const failed = detail.isError ? detail.error.message : undefined;
  useEffect(() => {
    if (failed === undefined) return;
    showToast(failed);
    onClose();
    // Once per failure; onClose is a new function on every render of the parent.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failed]);

  if (!detail.data) return null;
  const goods = detail.data;
  const chosen = selection ?? initialSelection(goods.specs, goods.skus, line.skuId);

  const confirm = (sku: SelectableSku, q: number) => {
    onClose();
    if (sku.id !== line.skuId) changeSku.mutate({ line, sku, quantity: q });
    else if (q !== line.quantity) changeQuantity.mutate({ cartId: line.cartId, quantity: q });
  };

  return (
    <Suspense fallback={null}>
      <SkuPicker
        visible={visible}
        onClose={onClose}
        goods={goods}
        selection={chosen}
        onSelectionChange={setSelection}
        quantity={quantity}
        onQuantityChange={setQuantity}
        onConfirm={confirm}
        confirmText={t('sku.confirm')}
      />
    </Suspense>
  );
}

/** The cart page of both routes: the cart tab, and the cart opened from a goods page (with a back arrow). */
export function CartScreen({ name }: { name: 'index/cart' | 'goods/goodscart' }) {
  const [changing, setChanging] = useState<{ line: CartLine; open: boolean } | undefined>(undefined);
  return (
    <>
      <CartView
        name={name}
        fromGoods={name === 'goods/goodscart'}
        recommendations={<CartRecommendations />}
        onChangeSpec={(line) => setChanging({ line, open: true })}
      />
      {changing && (
        // Keyed by line, so that another line's picker starts from that line's SKU and quantity.
        <LineSkuPicker key={changing.line.cartId} line={changing.line} visible={changing.open} onClose={() => setChanging({ ...changing, open: false })} />
      )}
    </>
  );
}
