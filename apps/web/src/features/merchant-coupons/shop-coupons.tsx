import { useState } from 'react';
import { Button, Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { MERCHANT_COUPON_TABS, type MerchantCouponTab, type TMerchantCoupon } from '@mall/contract/coupon/merchant-coupon-fields';
import { langOf } from '../../shared/session/preferences.ts';
import { confirmDialog } from '../../shared/ui/confirm-dialog.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListMore } from '../../shared/ui/list-more.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { SheetPopup } from '../../shared/ui/sheet-popup.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { CouponCard, titleIn } from './coupon-card.tsx';
import { draftOfCoupon, newCouponDraft, type CouponDraft } from './coupon-draft.ts';
import { CouponForm } from './coupon-form.tsx';
import { useShopCouponList, useStopCoupon } from './use-merchant-coupons.ts';
import './merchant-coupons.css';

/** The tab a page address names, active by default. */
export function couponTabOf(value: string | undefined): MerchantCouponTab {
  return MERCHANT_COUPON_TABS.find((x) => x === value) ?? 'active';
}

/**
 * A shop's coupons in three tabs (active, upcoming, ended), each loading more as the merchant scrolls; a new coupon
 * or an edit opens the form in a sheet, a stop asks first. The tab is the page's (kept in its address).
 */
export function ShopCoupons({ shopId, tab, onTab, baseCurrency }: { shopId: number; tab: MerchantCouponTab; onTab: (tab: MerchantCouponTab) => void; baseCurrency: string | undefined }) {
  const { t, i18n } = useTranslation('merchant-coupons');
  const pages = useShopCouponList(shopId, tab);
  const stop = useStopCoupon(shopId);
  const [editing, setEditing] = useState<{ draft: CouponDraft; claimed: boolean } | null>(null);
  const coupons = pages.data?.pages.flatMap((p) => p.list) ?? [];

  const askStop = async (coupon: TMerchantCoupon) => {
    const confirmed = await confirmDialog({
      title: t('list.stopTitle'),
      content: t('list.stopBody', { title: titleIn(coupon, langOf(i18n.language) ?? 'en') }),
      confirmText: t('list.stopConfirm'),
      cancelText: t('list.stopCancel'),
    });
    if (confirmed) stop.mutate(coupon.couponId, { onSuccess: () => showToast(t('list.stoppedToast')) });
  };

  let list;
  if (pages.isPending) list = <ListSkeleton rows={3} />;
  else if (pages.isError) list = <LoadFailed description={pages.error.message} onRetry={() => void pages.refetch()} />;
  else if (coupons.length === 0)
    list = (
      <EmptyState
        title={t(`list.empty.${tab}.title`)}
        description={t(`list.empty.${tab}.description`)}
        action={tab === 'ended' ? undefined : { label: t('list.create'), onClick: () => setEditing({ draft: newCouponDraft(), claimed: false }) }}
      />
    );
  else
    list = (
      <>
        <ul className="mall-mcoupon-list" data-testid="merchant-coupons" data-tab={tab}>
          {coupons.map((c) => (
            <CouponCard
              key={c.couponId}
              coupon={c}
              baseCurrency={baseCurrency}
              busy={stop.isPending}
              onEdit={() => setEditing({ draft: draftOfCoupon(c), claimed: c.issuedCount > 0 })}
              onStop={() => void askStop(c)}
            />
          ))}
        </ul>
        <ListMore pages={pages} />
      </>
    );

  return (
    <div className="mall-mcoupons">
      <Tabs activeKey={tab} onChange={(key) => onTab(couponTabOf(key))} className="mall-mcoupons-tabs">
        {MERCHANT_COUPON_TABS.map((x) => (
          <Tabs.Tab key={x} title={t(`tabs.${x}`)} />
        ))}
      </Tabs>
      <Button block color="primary" fill="outline" shape="rounded" data-testid="new-coupon" onClick={() => setEditing({ draft: newCouponDraft(), claimed: false })}>
        + {t('list.create')}
      </Button>
      {list}
      <SheetPopup visible={editing !== null} title={editing?.draft.couponId === undefined ? t('form.newTitle') : t('form.editTitle')} onClose={() => setEditing(null)} testId="coupon-sheet">
        {editing && <CouponForm shopId={shopId} initial={editing.draft} claimed={editing.claimed} baseCurrency={baseCurrency} onDone={() => setEditing(null)} />}
      </SheetPopup>
    </div>
  );
}
