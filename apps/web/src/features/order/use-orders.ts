import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TOrderSummary } from '@mall/contract/order/order-view-fields';
import { QUERY_ROOTS } from '../../shared/query/query-roots.ts';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { callApi } from '../../shared/transport/call-api.ts';
import { randomRequestKey } from '../../shared/transport/request-key.ts';
import { confirmDialog } from '../../shared/ui/confirm-dialog.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { ORDER_API } from './order-api.ts';
import type { OrderTab } from './order-paths.ts';
import { orderQueries } from './order-queries.ts';

/** One tab of the shopper's orders, newest first, a page at a time. */
export function useOrderPages(tab: OrderTab) {
  const { token } = useSession();
  // The return group is a list of after-sales requests, not of orders: its page asks for those.
  const orders = tab === 'return' ? 'all' : tab;
  return useInfiniteQuery({ ...orderQueries.list(useQueryLang(), orders), enabled: token !== undefined && tab !== 'return' });
}

/** One of the shopper's orders in full; undefined id (a bad link) asks nothing. */
export function useOrderDetail(orderId: number | undefined) {
  const { token } = useSession();
  return useQuery({ ...orderQueries.detail(useQueryLang(), orderId ?? 0), enabled: token !== undefined && orderId !== undefined });
}

/**
 * Cancel, delete and confirm receipt, each after the shopper confirms. Either way the lists, the detail and the me tab's counts are
 * fetched again so they say what is true now (also when the server refused: the order moved on elsewhere).
 */
export function useOrderActions() {
  const { t } = useTranslation('order');
  const { t: tc } = useTranslation('common');
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.orders });
    void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.userCenter });
  };
  const cancel = useMutation({
    mutationFn: (orderId: number) => callApi(ORDER_API.cancel, { orderId }),
    onSuccess: () => showToast(t('actions.cancelled')),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (orderId: number) => callApi(ORDER_API.remove, { orderId }),
    onSuccess: () => showToast(t('actions.deleted')),
    onSettled: refresh,
  });
  const receive = useMutation({
    mutationFn: (orderId: number) => callApi(ORDER_API.receive, { orderId }),
    onSuccess: () => showToast(t('actions.received')),
    onSettled: () => {
      refresh();
      // The parcel's page says "received" too.
      void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.logistics });
    },
  });

  const reorder = useMutation({
    mutationFn: (orderId: number) => callApi(ORDER_API.reorder, { orderId, requestKey: randomRequestKey() }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.cart }),
  });

  return {
    busy: cancel.isPending || remove.isPending || receive.isPending || reorder.isPending,
    /** Resolves true when the order was cancelled. */
    cancel: async (order: Pick<TOrderSummary, 'orderId'>): Promise<boolean> => {
      const ok = await confirmDialog({ title: t('actions.cancelTitle'), content: t('actions.cancelContent'), confirmText: t('actions.cancelConfirm'), cancelText: t('actions.keep') });
      if (!ok) return false;
      return cancel.mutateAsync(order.orderId).then(() => true, () => false);
    },
    /** Resolves true when the order was deleted. */
    remove: async (order: Pick<TOrderSummary, 'orderId'>): Promise<boolean> => {
      const ok = await confirmDialog({ title: t('actions.deleteTitle'), content: t('actions.deleteContent'), confirmText: t('actions.delete'), cancelText: tc('actions.cancel') });
      if (!ok) return false;
      return remove.mutateAsync(order.orderId).then(() => true, () => false);
    },
    /** Buy again: what can still be bought goes back in the cart; resolves true when anything did (the page then opens the cart). */
    reorder: async (order: Pick<TOrderSummary, 'orderId'>): Promise<boolean> => {
      const answer = await reorder.mutateAsync(order.orderId).catch(() => undefined);
      if (!answer) return false;
      if (answer.added.length === 0) {
        showToast(t('actions.reorderNone'));
        return false;
      }
      if (answer.skipped.length > 0) showToast(t('actions.reorderSome', { count: answer.skipped.length }));
      return true;
    },
    /** Confirms receiving a shipped order (it completes); resolves true when it did. */
    receive: async (order: Pick<TOrderSummary, 'orderId'>): Promise<boolean> => {
      const ok = await confirmDialog({ title: t('actions.receiveTitle'), content: t('actions.receiveContent'), confirmText: t('actions.receiveConfirm'), cancelText: tc('actions.cancel') });
      if (!ok) return false;
      return receive.mutateAsync(order.orderId).then(() => true, () => false);
    },
  };
}
