import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { TPaymentDetail } from '@mall/contract/payment/payment-fields';
import { CODE } from '@mall/contract/platform/code-numbers';
import { isApiError } from '../../shared/transport/api-error.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';

export interface NotReadyInput {
  t: TFunction<'payment'>;
  /** The page's `?paymentNo=`, undefined when missing or malformed. */
  paymentNo: string | undefined;
  detail: UseQueryResult<TPaymentDetail>;
  /** Whether the page can show the payment (loaded, and in a state the page is for). */
  ready: boolean;
  /** Where the empty states lead: the shopper's orders. */
  toOrders: { label: string; onClick: () => void };
  skeleton?: { rows: number; lines: number };
}

/**
 * What a page about one payment (result, scan, bank transfer) shows until it can show the payment: a broken link,
 * a payment that is not the caller's or does not exist, a load failure with retry, or a skeleton. Null once ready.
 */
export function paymentNotReady({ t, paymentNo, detail, ready, toOrders, skeleton = { rows: 3, lines: 3 } }: NotReadyInput): ReactNode | null {
  if (!paymentNo) return <EmptyState title={t('common.invalidTitle')} description={t('common.invalidDescription')} action={toOrders} />;
  if (detail.isError && isApiError(detail.error) && detail.error.code === CODE.NOT_FOUND)
    return <EmptyState title={t('common.notFoundTitle')} description={t('common.notFoundDescription')} action={toOrders} />;
  if (detail.isError) return <LoadFailed description={detail.error.message} onRetry={() => void detail.refetch()} />;
  if (!ready) return <ListSkeleton rows={skeleton.rows} lines={skeleton.lines} />;
  return null;
}
