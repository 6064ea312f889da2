import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PAY_CHANNELS } from '@mall/contract/payment/payment-fields';
import { QUERY_ROOTS } from '../../shared/query/query-roots.ts';
import { callApi } from '../../shared/transport/call-api.ts';
import { randomRequestKey } from '../../shared/transport/request-key.ts';
import { WALLET_API } from './wallet-api.ts';
import { walletKeys } from './wallet-queries.ts';

/**
 * Recharging with the test sandbox: `userrechargeorder/take` (one request key per amount until it settles, so a
 * retried tap answers the same recharge), the web app confirms the signed package itself, then reads the status.
 * Answers the new balance when it settled; the wallet and the me tab are refreshed.
 */
export function useRecharge() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const attempt = useRef<{ amount: number; key: string } | undefined>(undefined);

  const recharge = async (amount: number): Promise<number | null> => {
    if (busy) return null;
    setBusy(true);
    try {
      if (attempt.current?.amount !== amount) attempt.current = { amount, key: randomRequestKey() };
      const taken = await callApi(WALLET_API.take, { amount, payChannel: PAY_CHANNELS.sandbox, requestKey: attempt.current.key });
      if (taken.status === 'pending' && taken.data) await callApi(WALLET_API.execute, { paymentNo: taken.paymentNo, ...taken.data });
      const detail = await callApi(WALLET_API.detail, { paymentNo: taken.paymentNo });
      if (detail.status !== 'pending') attempt.current = undefined;
      return detail.status === 'paid' ? detail.balance : null;
    } finally {
      setBusy(false);
      await Promise.all([queryClient.invalidateQueries({ queryKey: walletKeys.root }), queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.userCenter })]);
    }
  };

  return { recharge, busy };
}
