import { useState } from 'react';
import { SearchBar, Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { TShopOrder } from '@mall/contract/logistics/query-shop-orders';
import type { OrderStatus } from '@mall/contract/order/order-fields';
import { useDecorateConfig } from '../../features/decorate/use-decorate-config.ts';
import { MerchantConsolePage } from '../../features/merchant/console-frame.tsx';
import { ShipSheet } from '../../features/merchant/ship-sheet.tsx';
import { ShopOrderCard } from '../../features/merchant/shop-order-card.tsx';
import { useShopOrders } from '../../features/merchant/use-merchant-console.ts';
import { VoucherReviews } from '../../features/merchant/voucher-reviews.tsx';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListMore } from '../../shared/ui/list-more.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { PageRefresh } from '../../shared/ui/page-refresh.tsx';
import '../../features/merchant/shop-orders.css';

const TABS = ['shipping', 'receiving', 'completed', 'all'] as const;
type Tab = (typeof TABS)[number];

function tabOf(value: string | null): Tab {
  return TABS.find((t) => t === value) ?? 'shipping';
}

function OrderList({ shopId, tab, search }: { shopId: number; tab: Tab; search: string }) {
  const { t } = useTranslation('merchant');
  const navigate = useNavigate();
  const orders = useShopOrders(shopId, tab === 'all' ? undefined : (tab as OrderStatus), search);
  const [shipping, setShipping] = useState<TShopOrder>();
  if (orders.isPending) return <ListSkeleton rows={3} />;
  if (orders.isError) return <LoadFailed description={orders.error.message} onRetry={() => void orders.refetch()} />;
  const list = orders.data.pages.flatMap((p) => p.list);
  return (
    <>
      {list.length === 0 ? (
        <EmptyState title={search ? t('orders.noneFound') : t(`orders.empty.${tab}`)} />
      ) : (
        list.map((o) => <ShopOrderCard key={o.orderId} order={o} onShip={() => setShipping(o)} onPack={() => void navigate(`/merchant/orders/packing?orderId=${o.orderId}&shopId=${shopId}`)} />)
      )}
      {list.length > 0 && <ListMore pages={orders} />}
      <ShipSheet order={shipping} onClose={() => setShipping(undefined)} />
    </>
  );
}

/** The shop's orders by stage (to ship first), searchable, with the transfers to confirm and the way to ship. */
export default function MerchantOrdersPage() {
  const { t } = useTranslation('merchant');
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('status'));
  const [search, setSearch] = useState('');
  const config = useDecorateConfig();
  return (
    <MerchantConsolePage name="merchant/orders" title={t('orders.title')} right="orders" baseCurrency={config.data?.baseCurrency}>
      {(shop) => (
        <PageRefresh>
          {(shop.role === 'owner' || shop.rights.includes('finance')) && <VoucherReviews shopId={shop.shopId} />}
          <SearchBar
            className="mall-shop-orders-search"
            placeholder={t('orders.searchPlaceholder')}
            onSearch={(v) => setSearch(v.trim())}
            onClear={() => setSearch('')}
            aria-label={t('orders.searchPlaceholder')}
          />
          <Tabs activeKey={tab} onChange={(key) => setParams({ status: key }, { replace: true })} className="mall-shop-orders-tabs">
            {TABS.map((key) => (
              <Tabs.Tab key={key} title={t(`orders.tabs.${key}`)} />
            ))}
          </Tabs>
          <OrderList shopId={shop.shopId} tab={tab} search={search} />
        </PageRefresh>
      )}
    </MerchantConsolePage>
  );
}
