import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { HeartFill, HeartOutline, ShopbagOutline, UploadOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { shopPath } from '../catalogue/shop-card.tsx';
import './goods-action-bar.css';

export interface GoodsActionBarProps {
  shopId: number;
  favored: boolean;
  favoring: boolean;
  onFavor: () => void;
  onShare: () => void;
  /** The main button: opens the SKU picker. */
  main: { label: ReactNode; onClick: () => void; disabled?: boolean };
}

/** The bar at the foot of the goods page: the shop, the wishlist heart, sharing, and the main action. */
export function GoodsActionBar({ shopId, favored, favoring, onFavor, onShare, main }: GoodsActionBarProps) {
  const { t } = useTranslation('goods');
  return (
    <div className="mall-goods-action-bar" data-testid="goods-action-bar">
      <Link className="mall-goods-action" to={shopPath(shopId)}>
        <ShopbagOutline aria-hidden />
        <span>{t('actions.shop')}</span>
      </Link>
      <button
        type="button"
        className={`mall-goods-action${favored ? ' is-on' : ''}`}
        aria-pressed={favored}
        disabled={favoring}
        onClick={onFavor}
        data-testid="goods-favor"
      >
        {favored ? <HeartFill aria-hidden /> : <HeartOutline aria-hidden />}
        <span>{favored ? t('actions.favored') : t('actions.favor')}</span>
      </button>
      <button type="button" className="mall-goods-action" onClick={onShare} data-testid="goods-share">
        <UploadOutline aria-hidden />
        <span>{t('actions.share')}</span>
      </button>
      <Button className="mall-goods-action-main" color="primary" shape="rounded" disabled={main.disabled} onClick={main.onClick} data-testid="goods-choose">
        {main.label}
      </Button>
    </div>
  );
}
