import { useEffect, useState } from 'react';
import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { MERCHANT_RETURN_QUEUES, type MerchantReturnQueue, type TMerchantReturn } from '@mall/contract/aftersale/query-merchant-returns';
import { useFormatBaseMoney } from '../../shared/format/base-money.ts';
import { confirmDialog } from '../../shared/ui/confirm-dialog.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListMore } from '../../shared/ui/list-more.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { ExchangeSheet } from './exchange-sheet.tsx';
import { ReceiveSheet } from './receive-sheet.tsx';
import { RefuseSheet } from './refuse-sheet.tsx';
import { ReturnCard } from './return-card.tsx';
import { returnQueueOf } from './return-actions.ts';
import { useReturnAnswers, useShopReturns } from './use-merchant-returns.ts';
import './merchant-returns.css';

/** A minute: how often the answer deadlines are read again. */
const CLOCK_MS = 60_000;

type Open = { sheet: 'refuse' | 'receive' | 'send'; item: TMerchantReturn } | null;

/** One queue's requests, a keyset page at a time, with the sheets its actions open. */
function ReturnQueue({ shopId, queue }: { shopId: number; queue: MerchantReturnQueue }) {
  const { t } = useTranslation('merchant-returns');
  const money = useFormatBaseMoney();
  const pages = useShopReturns(shopId, queue);
  const { approve } = useReturnAnswers(shopId);
  const [open, setOpen] = useState<Open>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_MS);
    return () => clearInterval(timer);
  }, []);
  const close = () => setOpen(null);

  const askApprove = async (item: TMerchantReturn) => {
    const confirmed = await confirmDialog({
      title: t('approve.title'),
      content: item.kind === 'refund' ? t('approve.refund', { amount: money(item.amount) }) : t(`approve.${item.kind}`),
      confirmText: t('approve.confirm'),
      cancelText: t('approve.cancel'),
    });
    if (confirmed) approve.mutate(item.returnId, { onSuccess: () => showToast(t('approve.done')) });
  };

  if (pages.isPending) return <ListSkeleton rows={3} />;
  if (pages.isError) return <LoadFailed description={pages.error.message} onRetry={() => void pages.refetch()} />;
  const list = pages.data.pages.flatMap((p) => p.list);
  if (list.length === 0) return <EmptyState title={t(`empty.${queue}.title`)} description={t(`empty.${queue}.description`)} />;
  return (
    <>
      <div className="mall-mreturn-list" data-testid="merchant-returns" data-queue={queue}>
        {list.map((item) => (
          <ReturnCard
            key={item.returnId}
            item={item}
            now={now}
            busy={approve.isPending && approve.variables === item.returnId}
            onApprove={() => void askApprove(item)}
            onRefuse={() => setOpen({ sheet: 'refuse', item })}
            onReceive={() => setOpen({ sheet: 'receive', item })}
            onSend={() => setOpen({ sheet: 'send', item })}
          />
        ))}
      </div>
      <ListMore pages={pages} />
      <RefuseSheet item={open?.sheet === 'refuse' ? open.item : undefined} shopId={shopId} onClose={close} />
      <ReceiveSheet item={open?.sheet === 'receive' ? open.item : undefined} shopId={shopId} onClose={close} />
      <ExchangeSheet item={open?.sheet === 'send' ? open.item : undefined} shopId={shopId} onClose={close} />
    </>
  );
}

/**
 * A shop's after-sales requests in five queues: to answer (approve or refuse), goods to receive (in full or in part),
 * exchanges to send, refunds on their way, and the finished ones. The queue is the page's (kept in its address).
 */
export function ShopReturns({ shopId, queue, onQueue }: { shopId: number; queue: MerchantReturnQueue; onQueue: (queue: MerchantReturnQueue) => void }) {
  const { t } = useTranslation('merchant-returns');
  return (
    <div className="mall-mreturns">
      <Tabs activeKey={queue} onChange={(key) => onQueue(returnQueueOf(key))} className="mall-mreturns-tabs">
        {MERCHANT_RETURN_QUEUES.map((q) => (
          <Tabs.Tab key={q} title={t(`tabs.${q}`)} />
        ))}
      </Tabs>
      <ReturnQueue key={queue} shopId={shopId} queue={queue} />
    </div>
  );
}
