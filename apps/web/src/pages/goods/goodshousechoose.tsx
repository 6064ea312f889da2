import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { chosenPoint, listingIdOf, pointsPath } from '../../features/groupbuy/groupbuy-paths.ts';
import { useJoinGroup, useListing } from '../../features/groupbuy/use-groupbuy.ts';
import { paymentPagePath } from '../../features/payment/payment-paths.ts';
import { useFormatMoney } from '../../shared/format/money-context.ts';
import { BottomBar } from '../../shared/ui/bottom-bar.tsx';
import { confirmDialog } from '../../shared/ui/confirm-dialog.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { NumberStepper } from '../../shared/ui/number-stepper.tsx';
import { Page, type PageProps } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { Price } from '../../shared/ui/price.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import '../../features/groupbuy/groupbuy.css';

/**
 * Joining a group buy (spec route goods/goodshousechoose?id=<listing>): the pickup point (chosen on
 * groupbuy/shopaddresslist, the first one until then), the quantity within the per-shopper limit, the total at the
 * group price with no delivery fee; confirmed, the order is placed through the checkout and the payment page pays it.
 */
export default function GoodsHouseChoosePage({ query }: PageProps) {
  const { t } = useTranslation('groupbuy');
  const navigate = useNavigate();
  const format = useFormatMoney();
  const id = listingIdOf(query.id);
  const found = useListing(id);
  const join = useJoinGroup();
  const [quantity, setQuantity] = useState(1);

  const l = found.data;
  const pointId = id === undefined ? undefined : (chosenPoint(id) ?? l?.pickupPoints[0]?.id);
  const point = l?.pickupPoints.find((p) => p.id === pointId);

  const submit = async () => {
    if (!l || id === undefined) return;
    if (!point) {
      showToast(t('choose.needPoint'));
      return;
    }
    const ok = await confirmDialog({
      title: t('choose.confirmTitle'),
      content: t('choose.confirmBody', { quantity, title: l.title, amount: format(l.groupPrice * quantity).text, point: point.name, date: l.pickupDate }),
      confirmText: t('choose.confirm'),
      cancelText: t('choose.cancel'),
    });
    if (!ok) return;
    const result = await join.mutateAsync({ goodsId: l.goodsId, skuId: l.skuId, quantity, listingId: l.id, pickupPointId: point.id }).catch(() => undefined);
    if (!result) return;
    if (result.refused) {
      showToast(t('choose.problems'));
      return;
    }
    void navigate(paymentPagePath({ checkoutNumber: result.committed.checkoutNumber }), { replace: true });
  };

  let body;
  if (id === undefined || (found.isError && (found.error as { code?: number }).code === 1004)) body = <EmptyState title={t('detail.notFound')} />;
  else if (found.isPending) body = <ListSkeleton rows={3} />;
  else if (found.isError) body = <LoadFailed description={found.error.message} onRetry={() => void found.refetch()} />;
  else if (l)
    body = (
      <>
        <section className="mall-card mall-gb-card" aria-labelledby="gb-choose-title">
          <img src={l.image} alt="" />
          <div className="mall-gb-card-body">
            <h2 id="gb-choose-title" className="mall-gb-title">
              {l.title}
            </h2>
            <Price minor={l.groupPrice} was={l.price} size="small" />
            <p className="mall-gb-meta">{t('card.pickup', { date: l.pickupDate })}</p>
          </div>
        </section>
        <section className="mall-card mall-gb-point" aria-labelledby="gb-choose-point">
          <div className="mall-gb-point-body">
            <h2 id="gb-choose-point" className="mall-gb-heading">
              {t('choose.point')}
            </h2>
            {point ? (
              <>
                <p className="mall-gb-point-name" data-testid="chosen-point">
                  {point.name}
                </p>
                <p className="mall-gb-meta">{point.address}</p>
              </>
            ) : (
              <p className="mall-gb-meta">{t('choose.choosePoint')}</p>
            )}
          </div>
          <Button size="small" shape="rounded" onClick={() => void navigate(pointsPath(l.id))} data-testid="choose-point">
            {point ? t('choose.change') : t('choose.choosePoint')}
          </Button>
        </section>
        <section className="mall-card mall-gb-panel">
          <div className="mall-gb-row">
            <span>{t('choose.quantity')}</span>
            <NumberStepper value={quantity} min={1} max={l.perShopperLimit} label={t('choose.quantity')} onChange={setQuantity} data-testid="groupbuy-quantity" />
          </div>
          <p className="mall-gb-meta">{t('detail.limit', { count: l.perShopperLimit })}</p>
          <p className="mall-gb-meta">{t('choose.noDelivery')}</p>
          <div className="mall-gb-row">
            <span>{t('choose.total')}</span>
            <Price minor={l.groupPrice * quantity} />
          </div>
        </section>
      </>
    );
  return (
    <Page name="goods/goodshousechoose">
      <PageNavBar title={t('choose.title')} />
      <main className="mall-page-body mall-gb-body has-bar">{body}</main>
      {l && (
        <BottomBar className="mall-gb-bar">
          <Button block color="primary" shape="rounded" disabled={!l.buyable || join.isPending} loading={join.isPending} onClick={() => void submit()} data-testid="groupbuy-submit">
            {l.buyable ? t('choose.submit') : t('detail.ended')}
          </Button>
        </BottomBar>
      )}
    </Page>
  );
}
