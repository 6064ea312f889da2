import { useState } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { nextStage, TAKEAWAY_STAGES, type TakeawayStage } from '@mall/contract/takeaway/takeaway-fields';
import type { TMerchantTakeawayOrder } from '@mall/contract/takeaway/query-merchant-takeaway-orders';
import { formatDateTime } from '../../shared/format/date-time.ts';
import { useFormatBaseMoney } from '../../shared/format/base-money.ts';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { callApi } from '../../shared/transport/call-api.ts';
import { confirmDialog } from '../../shared/ui/confirm-dialog.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListMore } from '../../shared/ui/list-more.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { TAKEAWAY_API } from './takeaway-api.ts';
import { takeawayKeys, takeawayQueries } from './takeaway-queries.ts';
import './takeaway.css';

function OrderRow({ order, busy, onMove }: { order: TMerchantTakeawayOrder; busy: boolean; onMove: () => void }) {
  const { t, i18n } = useTranslation('takeaway');
  const money = useFormatBaseMoney();
  const stage = order.stage;
  return (
    <li className="mall-card mall-takeaway-section" data-testid="takeaway-order" data-order-id={order.orderId} data-stage={stage}>
      <h2>
        {order.orderNo} · {money(order.payAmount)}
      </h2>
      <p>
        {order.receiverName} · {order.addressLine}
      </p>
      <ul>
        {order.lines.map((l, i) => (
          <li key={i}>
            {l.title} {l.specName} × {l.quantity}
          </li>
        ))}
      </ul>
      <p>{t('order.eta', { time: formatDateTime(order.etaAt, i18n.language) })}</p>
      {stage !== 'delivered' && (
        <Button color="primary" size="small" shape="rounded" disabled={busy} onClick={onMove} data-testid="takeaway-move">
          {t(`console.move.${stage}`)}
        </Button>
      )}
    </li>
  );
}

/**
 * The console's takeaway orders by stage (tabs), newest first, paged by keyset; each moves to its next stage after a
 * confirmation. A move another staff member made first answers 5115: the lists are read again.
 */
export function TakeawayOrdersBoard({ shopId }: { shopId: number }) {
  const { t } = useTranslation('takeaway');
  const lang = useQueryLang();
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<TakeawayStage>('accepted');
  const [busy, setBusy] = useState(false);
  const pages = useInfiniteQuery(takeawayQueries.orders(lang, shopId, stage));
  const orders = pages.data?.pages.flatMap((p) => p.list) ?? [];

  const move = async (order: TMerchantTakeawayOrder) => {
    const to = nextStage(order.stage);
    if (!to) return;
    const ok = await confirmDialog({
      title: t('console.confirmTitle', { no: order.orderNo }),
      content: t('console.confirmMove', { stage: t(`order.stages.${to}`) }),
      confirmText: t('console.confirm'),
      cancelText: t('console.cancel'),
    });
    if (!ok) return;
    setBusy(true);
    try {
      await callApi(TAKEAWAY_API.move, { orderId: order.orderId, from: order.stage }, { autoShowError: false });
      showToast(t('console.moved', { stage: t(`order.stages.${to}`) }));
    } catch (error) {
      showToast(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: takeawayKeys.console(shopId) });
    }
  };

  let body;
  if (pages.isPending) body = <ListSkeleton rows={3} />;
  else if (pages.isError) body = <LoadFailed description={pages.error.message} onRetry={() => void pages.refetch()} />;
  else if (orders.length === 0) body = <EmptyState title={t('console.empty')} />;
  else
    body = (
      <>
        <ul className="mall-takeaway-list" data-testid="takeaway-orders">
          {orders.map((o) => (
            <OrderRow key={o.orderId} order={o} busy={busy} onMove={() => void move(o)} />
          ))}
        </ul>
        <ListMore pages={pages} />
      </>
    );
  return (
    <>
      <Tabs activeKey={stage} onChange={(k) => setStage(k as TakeawayStage)}>
        {TAKEAWAY_STAGES.map((s) => (
          <Tabs.Tab key={s} title={t(`order.stages.${s}`)} />
        ))}
      </Tabs>
      {body}
    </>
  );
}
