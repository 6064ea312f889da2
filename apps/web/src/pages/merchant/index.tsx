import { useState, type ReactNode } from 'react';
import { Badge, Button, Selector } from 'antd-mobile';
import { AppstoreOutline, BillOutline, CouponOutline, FileOutline, GiftOutline, HeartOutline, MessageOutline, RedoOutline, SetOutline, ShopbagOutline, StarOutline, TeamOutline, UnorderedListOutline, UserAddOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMerchantChatTotal } from '../../features/chat/use-chat.ts';
import { useDecorateConfig } from '../../features/decorate/use-decorate-config.ts';
import { MerchantConsolePage } from '../../features/merchant/console-frame.tsx';
import { DashboardFigures, PeriodFigures } from '../../features/merchant/dashboard-figures.tsx';
import { SalesChart } from '../../features/merchant/sales-chart.tsx';
import { useShopDashboard } from '../../features/merchant/use-merchant-console.ts';
import { shopPath } from '../../shared/catalogue-ui/catalogue-links.ts';
import { countBadge } from '../../shared/format/count-badge.ts';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { TakeawayConsoleLinks } from '../../features/takeaway/takeaway-console-links.tsx';
import '../../features/merchant/dashboard.css';

/** The shop's numbers: today against yesterday, and 7 or 30 days as a chart and totals. */
function Dashboard({ shopId }: { shopId: number }) {
  const { t } = useTranslation('merchant');
  const navigate = useNavigate();
  const [days, setDays] = useState<7 | 30>(7);
  const dashboard = useShopDashboard(shopId, days);
  if (dashboard.isPending) return <ListSkeleton rows={4} />;
  if (dashboard.isError) return <LoadFailed description={dashboard.error.message} onRetry={() => void dashboard.refetch()} />;
  const d = dashboard.data;
  return (
    <>
      <button type="button" className="mall-card mall-dashboard-ship" data-testid="to-ship" onClick={() => void navigate('/merchant/orders?status=shipping')}>
        <Badge content={d.toShip > 0 ? String(d.toShip) : undefined}>
          <ShopbagOutline aria-hidden fontSize={22} />
        </Badge>
        <span>{d.toShip > 0 ? t('dashboard.toShip', { count: d.toShip }) : t('dashboard.toShipNone')}</span>
      </button>
      <DashboardFigures today={d.today} yesterday={d.yesterday} />
      <section className="mall-card mall-dashboard-trend" aria-labelledby="dashboard-period">
        <div className="mall-dashboard-trend-head">
          <h2 id="dashboard-period" className="mall-dashboard-title">
            {t('dashboard.period', { days })}
          </h2>
          <Selector
            className="mall-dashboard-days"
            options={[7, 30].map((n) => ({ label: t('dashboard.days', { days: n }), value: n }))}
            value={[days]}
            onChange={(v) => v[0] && setDays(v[0] as 7 | 30)}
            showCheckMark={false}
          />
        </div>
        <SalesChart series={d.series} />
        <PeriodFigures period={d.period} days={days} />
        <p className="mall-dashboard-note">{t('dashboard.note', { zone: d.timeZone })}</p>
      </section>
    </>
  );
}

function Shortcuts({ shopId, chat }: { shopId: number; chat: boolean }) {
  const { t } = useTranslation('merchant');
  const navigate = useNavigate();
  const chatUnread = useMerchantChatTotal(shopId, chat);
  const entries: { key: 'goods' | 'orders' | 'aftersales' | 'coupons' | 'invoices' | 'reviews' | 'chat' | 'exchanges' | 'groupbuy' | 'medicine' | 'medicineFacts' | 'settings' | 'membership' | 'staff' | 'shop'; path: string; icon: ReactNode }[] = [
    { key: 'goods', path: '/merchant/goods', icon: <AppstoreOutline /> },
    { key: 'orders', path: '/merchant/orders', icon: <UnorderedListOutline /> },
    { key: 'aftersales', path: '/merchant/returns', icon: <RedoOutline /> },
    { key: 'exchanges', path: '/merchant/exchanges', icon: <GiftOutline /> },
    { key: 'groupbuy', path: '/merchant/groupbuy', icon: <TeamOutline /> },
    { key: 'medicine', path: '/merchant/medicine-demands', icon: <HeartOutline /> },
    { key: 'medicineFacts', path: '/merchant/medicine-facts', icon: <FileOutline /> },
    { key: 'coupons', path: '/merchant/coupons', icon: <CouponOutline /> },
    { key: 'invoices', path: '/merchant/invoices', icon: <BillOutline /> },
    { key: 'reviews', path: '/merchant/reviews', icon: <StarOutline /> },
    {
      key: 'chat',
      path: '/merchant/chat',
      icon: (
        <Badge content={countBadge(chatUnread.data?.total)} data-testid="console-chat-unread">
          <MessageOutline />
        </Badge>
      ),
    },
    { key: 'settings', path: '/merchant/settings', icon: <SetOutline /> },
    { key: 'membership', path: '/merchant/membership', icon: <UserAddOutline /> },
    { key: 'staff', path: '/merchant/staff', icon: <TeamOutline /> },
    { key: 'shop', path: shopPath(shopId), icon: <ShopbagOutline /> },
  ];
  return (
    <nav className="mall-card mall-console-shortcuts" aria-label={t('home.shortcuts')}>
      {entries.map((e) => (
        <Button key={e.key} fill="none" className="mall-console-shortcut" data-shortcut={e.key} onClick={() => void navigate(e.path)}>
          <span className="mall-console-shortcut-icon" aria-hidden>
            {e.icon}
          </span>
          <span>{t(`home.entries.${e.key}`)}</span>
        </Button>
      ))}
    </nav>
  );
}

/** The merchant console's home: where the shop stands today and the ways into running it. */
export default function MerchantHomePage() {
  const { t } = useTranslation('merchant');
  const config = useDecorateConfig();
  return (
    <MerchantConsolePage name="merchant/index" title={t('home.title')} baseCurrency={config.data?.baseCurrency}>
      {(shop) => (
        <>
          <Shortcuts shopId={shop.shopId} chat={shop.role === 'owner' || shop.rights.includes('chat')} />
          <TakeawayConsoleLinks shopId={shop.shopId} />
          {shop.role === 'owner' || shop.rights.includes('orders') ? <Dashboard shopId={shop.shopId} /> : null}
        </>
      )}
    </MerchantConsolePage>
  );
}
