import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TCheckout } from '@mall/contract/order/checkout-fields';
import type { TCommitOrderResponse } from '@mall/contract/order/commit-order';
import { CODE } from '@mall/contract/platform/code-numbers';
import { QUERY_ROOTS } from '../../shared/query/query-roots.ts';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { ABORTED, NETWORK_FAILURE, isApiError } from '../../shared/transport/api-error.ts';
import { callApi } from '../../shared/transport/call-api.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { CHECKOUT_API } from './checkout-api.ts';
import { checkoutOfRefusal, differencesOf, type CheckoutDifference } from './checkout-changes.ts';
import { forgetNumber, rememberNumber, rememberResult, rememberedNumber, rememberedResult } from './checkout-memory.ts';
import { commitRequestOf } from './checkout-requests.ts';
import { orderKeys, orderQueries } from './order-queries.ts';

export type CommitOutcome =
  | { phase: 'idle' }
  /** The server refused because the checkout changed; the page now shows the fresh one and these differences. */
  | { phase: 'changed'; differences: CheckoutDifference[]; checkout: TCheckout }
  | { phase: 'done'; result: TCommitOrderResponse }
  /** The checkout had been committed already (another tab, another device) and this page has no answer of it. */
  | { phase: 'placedElsewhere' };

/**
 * A refusal that proves no order was made, after which the next try takes a fresh number. Anything else (no answer,
 * a timeout, "already handled") may hide a commit that went through, so the number is kept: trying again with it
 * answers those same orders instead of making new ones.
 */
function refusedForSure(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.code > 0 && error.code !== NETWORK_FAILURE && error.code !== ABORTED && error.code !== CODE.DUPLICATE_REQUEST && error.code !== CODE.SERVER_ERROR && (error.status ?? 200) < 500;
}

/**
 * Submits a checkout: a one-time number (kept until the commit succeeds, so a double tap or a retry commits once),
 * then the commit with the total the shopper was shown. A refusal carrying the fresh checkout shows what changed.
 */
export function useCommitCheckout(checkoutId: number | undefined) {
  const lang = useQueryLang();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<CommitOutcome>(() => {
    const result = checkoutId === undefined ? undefined : rememberedResult(checkoutId);
    return result ? { phase: 'done', result } : { phase: 'idle' };
  });
  const [submitting, setSubmitting] = useState(false);
  // A ref, not the state: two taps in the same frame both see submitting === false.
  const inFlight = useRef(false);

  /** Resolves with the new outcome, or undefined when nothing was decided (a tap while busy, a failed call). */
  const submit = async (checkout: TCheckout): Promise<CommitOutcome | undefined> => {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    setSubmitting(true);
    const id = checkout.checkoutId;
    try {
      let checkoutNumber = rememberedNumber(id);
      if (checkoutNumber === undefined) {
        checkoutNumber = (await callApi(CHECKOUT_API.number, { checkoutId: id })).checkoutNumber;
        rememberNumber(id, checkoutNumber);
      }
      const result = await callApi(CHECKOUT_API.commit, commitRequestOf(checkout, checkoutNumber), { autoShowError: false });
      rememberResult(id, result);
      const done: CommitOutcome = { phase: 'done', result };
      setOutcome(done);
      queryClient.removeQueries({ queryKey: orderKeys.checkout(id) });
      // The committed cart lines are gone and the shopper's order counts moved; whichever lists show them reload.
      void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.cart });
      void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.userCenter });
      return done;
    } catch (error) {
      if (refusedForSure(error)) {
        // The refused commit made no order; the next try gets a number of its own.
        forgetNumber(id);
      }
      const fresh = isApiError(error) ? checkoutOfRefusal(error.data, id) : undefined;
      if (isApiError(error) && error.code === CODE.CHECKOUT_COMMITTED) {
        const placed: CommitOutcome = { phase: 'placedElsewhere' };
        setOutcome(placed);
        return placed;
      }
      if (fresh) {
        queryClient.setQueryData(orderQueries.checkout(lang, id).queryKey, fresh);
        const changed: CommitOutcome = { phase: 'changed', differences: differencesOf(checkout, fresh), checkout: fresh };
        setOutcome(changed);
        return changed;
      } else {
        if (isApiError(error) && error.code !== ABORTED) showToast(error.message);
        // Stock or a coupon may have gone in the meantime: show the checkout as it is now.
        if (refusedForSure(error)) void queryClient.invalidateQueries({ queryKey: orderQueries.checkout(lang, id).queryKey });
        return undefined;
      }
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return { outcome, submitting, submit, dismissChanges: () => setOutcome((o) => (o.phase === 'changed' ? { phase: 'idle' } : o)) };
}
