import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/transport/call-api.ts';
import { randomRequestKey } from '../../shared/transport/request-key.ts';
import { SCORE_API } from './score-api.ts';
import { scoreKeys } from './score-queries.ts';

/**
 * Taking a score goods for points, sent to one of the shopper's addresses: one request key per goods and address until it answers, so a retried tap answers the same
 * exchange. Answers the points left, or null when refused (the call shows why); the balance and history refresh.
 */
export function useTakeScoreGoods() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<number | null>(null);
  const attempt = useRef<{ id: number; addressId: number; key: string } | undefined>(undefined);

  const take = async (scoreGoodsId: number, addressId: number): Promise<number | null> => {
    if (busy !== null) return null;
    setBusy(scoreGoodsId);
    try {
      if (attempt.current?.id !== scoreGoodsId || attempt.current.addressId !== addressId) attempt.current = { id: scoreGoodsId, addressId, key: randomRequestKey() };
      const taken = await callApi(SCORE_API.take, { scoreGoodsId, addressId, requestKey: attempt.current.key });
      attempt.current = undefined;
      return taken.balance;
    } catch {
      attempt.current = undefined;
      return null;
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: scoreKeys.root });
    }
  };

  return { take, busy };
}
