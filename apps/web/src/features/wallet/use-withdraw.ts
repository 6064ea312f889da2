import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TApplyWithdrawOrderResponse } from '@mall/contract/wallet/apply-withdraw-order';
import { callApi } from '../../shared/transport/call-api.ts';
import { randomRequestKey } from '../../shared/transport/request-key.ts';
import { walletKeys } from './wallet-queries.ts';
import { WITHDRAW_API } from './withdraw-api.ts';

/**
 * Applying to withdraw: one request key per amount until it answers, so a retried tap answers the same withdrawal
 * rather than freezing twice. Answers the withdrawal, or null when refused (the call shows why); the wallet refreshes.
 */
export function useWithdraw() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const attempt = useRef<{ amount: number; key: string } | undefined>(undefined);

  const apply = async (amount: number): Promise<TApplyWithdrawOrderResponse | null> => {
    if (busy) return null;
    setBusy(true);
    try {
      if (attempt.current?.amount !== amount) attempt.current = { amount, key: randomRequestKey() };
      const done = await callApi(WITHDRAW_API.apply, { amount, requestKey: attempt.current.key });
      attempt.current = undefined;
      return done;
    } catch {
      return null;
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: walletKeys.root });
    }
  };

  return { apply, busy };
}
