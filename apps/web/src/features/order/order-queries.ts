import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TOrderSummary } from '@mall/contract/order/order-view-fields';
import { USER_CENTER_KEY } from '../account/use-user-center.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { callApi } from '../../shared/transport/call-api.ts';
import { confirmDialog } from '../../shared/ui/confirm-dialog.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { ORDER_API, ORDERS_KEY, orderDetailKey, orderListKey } from './order-api.ts';
import type { OrderTab } from './order-paths.ts';

const PAGE_SIZE = 10;

/** One tab of the shopper's orders, newest first, a page at a time. */
export function useOrderPages(tab: OrderTab) {
  const { token } = useSession();
  const { i18n } = useTranslation();
  return useInfiniteQuery({
    queryKey: orderListKey(tab, i18n.language),
    queryFn: ({ pageParam, signal }) =>
      callApi(ORDER_API.list, { ...(tab === 'all' ? {} : { group: tab }), pageNum: pageParam, pageSize: PAGE_SIZE }, { signal, autoShowError: false }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.pageNum + 1 : undefined),
    enabled: token !== undefined,
  });
}

/** One of the shopper's orders in full; undefined id (a bad link) asks nothing. */
export function useOrderDetail(orderId: number | undefined) {
  const { token } = useSession();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: orderDetailKey(orderId ?? 0, i18n.language),
    queryFn: ({ signal }) => callApi(ORDER_API.detail, { orderId: orderId ?? 0 }, { signal, autoShowError: false }),
    enabled: token !== undefined && orderId !== undefined,
    retry: false,
  });
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
    void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
    void queryClient.invalidateQueries({ queryKey: USER_CENTER_KEY });
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
      void queryClient.invalidateQueries({ queryKey: ['user', 'logistics'] });
    },
  });

  return {
    busy: cancel.isPending || remove.isPending || receive.isPending,
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
    /** Confirms receiving a shipped order (it completes); resolves true when it did. */
    receive: async (order: Pick<TOrderSummary, 'orderId'>): Promise<boolean> => {
      const ok = await confirmDialog({ title: t('actions.receiveTitle'), content: t('actions.receiveContent'), confirmText: t('actions.receiveConfirm'), cancelText: tc('actions.cancel') });
      if (!ok) return false;
      return receive.mutateAsync(order.orderId).then(() => true, () => false);
    },
  };
}
