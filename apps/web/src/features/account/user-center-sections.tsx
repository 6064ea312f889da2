import type { ReactNode } from 'react';
import { Badge } from 'antd-mobile';
import {
  BellOutline,
  CheckCircleOutline,
  EditSOutline,
  GlobalOutline,
  EnvironmentOutline,
  PayCircleOutline,
  ReceivePaymentOutline,
  SetOutline,
  ShopbagOutline,
  StarOutline,
  TruckOutline,
} from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TQueryUserCenterResponse } from '@mall/contract/account/query-user-center';
import './user-center-sections.css';

type Center = TQueryUserCenterResponse;

/** A badge count as shopping apps show it: nothing for 0, "99+" past 99. */
export function badgeCount(n: number | undefined): string | undefined {
  if (!n || n <= 0) return undefined;
  return n > 99 ? '99+' : String(n);
}

/** Wallet, points and coupons: three figures under the header. */
export function AssetSummary({ center, formatMoney }: { center: Center | undefined; formatMoney: (minor: number) => string }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const items: { key: string; label: string; value: string; path?: string }[] = [
    { key: 'wallet', label: t('center.wallet'), value: center ? formatMoney(center.walletBalance) : '--', path: '/pages/user/wallet/recharge' },
    { key: 'score', label: t('center.score'), value: center ? String(center.scoreBalance) : '--' },
    { key: 'coupons', label: t('center.coupons'), value: center ? String(center.couponCount) : '--', path: '/pages/user/usercoupon' },
  ];
  return (
    <section className="mall-card mall-center-assets" data-testid="center-assets">
      {items.map((item) =>
        item.path ? (
          <button key={item.key} type="button" className="mall-center-asset mall-center-asset--link" data-asset={item.key} onClick={() => void navigate(item.path!)}>
            <strong className="mall-center-asset-value">{item.value}</strong>
            <span className="mall-center-asset-label">{item.label}</span>
          </button>
        ) : (
          <div key={item.key} className="mall-center-asset" data-asset={item.key}>
            <strong className="mall-center-asset-value">{item.value}</strong>
            <span className="mall-center-asset-label">{item.label}</span>
          </div>
        ),
      )}
    </section>
  );
}

const COLLECTIONS = [
  { key: 'wishlist', path: '/pages/user/wishlist', count: (c: Center) => c.favoriteGoods },
  { key: 'followedShops', path: '/pages/user/followshop', count: (c: Center) => c.followedShops },
  { key: 'history', path: '/pages/user/browsegoods', count: (c: Center) => c.browsedGoods },
] as const;

/** Wishlist, followed shops and browsing history: their sizes, each opening its list. */
export function CollectionSummary({ center }: { center: Center | undefined }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  return (
    <section className="mall-card mall-center-assets" data-testid="center-collections">
      {COLLECTIONS.map((item) => (
        <button key={item.key} type="button" className="mall-center-asset mall-center-asset--link" data-collection={item.key} onClick={() => void navigate(item.path)}>
          <strong className="mall-center-asset-value">{center ? String(item.count(center)) : '--'}</strong>
          <span className="mall-center-asset-label">{t(`center.collections.${item.key}`)}</span>
        </button>
      ))}
    </section>
  );
}

const ORDER_GROUPS = [
  { key: 'paying', icon: <PayCircleOutline /> },
  { key: 'shipping', icon: <ShopbagOutline /> },
  { key: 'receiving', icon: <TruckOutline /> },
  { key: 'completed', icon: <CheckCircleOutline /> },
  { key: 'return', icon: <ReceivePaymentOutline /> },
] as const;

/** The order groups with their counts (after-sales: the open requests), each opening its tab of the order list. */
export function OrderGroups({ counts }: { counts: Center['orderCounts'] | undefined }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  return (
    <section className="mall-card mall-center-section" data-testid="center-orders">
      <header className="mall-center-section-head">
        <h3 className="mall-center-section-title">{t('center.orders')}</h3>
      </header>
      <div className="mall-center-grid mall-center-grid--five">
        {ORDER_GROUPS.map((group) => {
          const inner = (
            <>
              <Badge content={badgeCount(counts?.[group.key])}>
                <span className="mall-center-entry-icon">{group.icon}</span>
              </Badge>
              <span className="mall-center-entry-label">{t(`center.orderGroups.${group.key}`)}</span>
            </>
          );
          return (
            <button key={group.key} type="button" className="mall-center-entry mall-center-entry--link" data-order-group={group.key} onClick={() => void navigate(`/pages/order/order?tab=${group.key}`)}>
              {inner}
            </button>
          );
        })}
      </div>
    </section>
  );
}

interface ServiceEntry {
  key: 'profile' | 'addresses' | 'messages' | 'reviews' | 'currency' | 'settings';
  path: string;
  icon: ReactNode;
  badge?: string | undefined;
}

/** Every page of the user's own that exists so far. */
export function ServiceGrid({ unread }: { unread: number | undefined }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const entries: ServiceEntry[] = [
    { key: 'profile', path: '/pages/user/edituser', icon: <EditSOutline /> },
    { key: 'addresses', path: '/pages/user/address/list', icon: <EnvironmentOutline /> },
    { key: 'messages', path: '/pages/user/messagelist', icon: <BellOutline />, badge: badgeCount(unread) },
    { key: 'reviews', path: '/pages/user/reviews', icon: <StarOutline /> },
    { key: 'currency', path: '/pages/user/currency', icon: <GlobalOutline /> },
    { key: 'settings', path: '/pages/user/setting', icon: <SetOutline /> },
  ];
  return (
    <section className="mall-card mall-center-section" data-testid="center-services">
      <header className="mall-center-section-head">
        <h3 className="mall-center-section-title">{t('center.services')}</h3>
      </header>
      <div className="mall-center-grid mall-center-grid--five">
        {entries.map((entry) => (
          <button key={entry.key} type="button" className="mall-center-entry mall-center-entry--link" data-service={entry.key} onClick={() => void navigate(entry.path)}>
            <Badge content={entry.badge}>
              <span className="mall-center-entry-icon">{entry.icon}</span>
            </Badge>
            <span className="mall-center-entry-label">{t(`center.entries.${entry.key}`)}</span>
          </button>
        ))}
      </div>
    </section>
  );
}

