import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PAY_CHANNELS } from '@mall/contract/payment/payment-fields';
import { callApi } from '../../shared/transport/call-api.ts';
import { randomRequestKey } from '../../shared/transport/request-key.ts';
import { PLUS_API } from './plus-api.ts';
import { plusKeys } from './plus-queries.ts';

/** Joining a shop's membership (idempotent on the server); the shop's and the caller's answers are refreshed. */
export function useJoinShopPlus(shopId: number) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const join = async (): Promise<boolean> => {
    if (busy) return false;
    setBusy(true);
    try {
      const res = await callApi(PLUS_API.join, { shopId });
      return res.member;
    } finally {
      setBusy(false);
      await Promise.all([queryClient.invalidateQueries({ queryKey: plusKeys.shop(shopId) }), queryClient.invalidateQueries({ queryKey: plusKeys.mine(shopId) })]);
    }
  };
  return { join, busy };
}

/**
 * Topping up the stored value at a shop with the test sandbox, as the wallet's recharge does: one request key per
 * amount until it settles (a retried tap answers the same top-up), the web app confirms the signed package itself,
 * then reads the detail. Answers the new balance when it settled.
 */
export function useShopTopUp(shopId: number) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const attempt = useRef<{ amount: number; key: string } | undefined>(undefined);

  const topUp = async (amount: number): Promise<number | null> => {
    if (busy) return null;
    setBusy(true);
    try {
      if (attempt.current?.amount !== amount) attempt.current = { amount, key: randomRequestKey() };
      const taken = await callApi(PLUS_API.take, { shopId, amount, payChannel: PAY_CHANNELS.sandbox, requestKey: attempt.current.key });
      if (taken.status === 'pending' && taken.data) await callApi(PLUS_API.execute, { paymentNo: taken.paymentNo, ...taken.data });
      const detail = await callApi(PLUS_API.detail, { paymentNo: taken.paymentNo });
      if (detail.status !== 'pending') attempt.current = undefined;
      return detail.status === 'paid' ? detail.balance : null;
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: plusKeys.mine(shopId) });
    }
  };
  return { topUp, busy };
}
