import { useState } from 'react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { CODE } from '@mall/contract/platform/code-numbers';
import type { TPlatformWithdraw } from '@mall/contract/wallet/platform-withdraws';
import { WITHDRAW_STATES, type TWithdrawState } from '@mall/contract/wallet/withdraw-fields';
import { isApiError } from '../shared/transport/api-error.ts';
import { ActionDialog } from './action-dialog.tsx';
import { formatDateTime, moneyText, useConsoleText, type ConsoleTextKey } from './console-i18n.ts';
import type { Notice } from './console-notice.tsx';
import { DateCell, TabbedList, useTabInAddress } from './tabbed-list.tsx';
import { payWithdraw, rejectWithdraw, withdrawListsKey, withdrawsQuery } from './withdraw-queries.ts';
import './withdraws.css';

const PANEL_ID = 'pc-withdrawals-panel';
const tabId = (state: TWithdrawState) => `pc-withdraw-tab-${state}`;
const REASON_MAX = 200;

type Asking = { kind: 'pay' | 'reject'; row: TPlatformWithdraw };

/**
 * The shoppers' withdrawals, one state at a time (tabs; the state is in the address): the applied and paying queue
 * oldest first, the others newest first, a keyset page at a time. An applied one is paid (after a confirmation) or
 * rejected with a reason; a paying one (its payout did not answer) can be paid again, which pays once.
 */
export function WithdrawsPage() {
  const { lang, t } = useConsoleText();
  const [state, select] = useTabInAddress(WITHDRAW_STATES, 'state');
  const query = useInfiniteQuery(withdrawsQuery(state, lang));
  const [asking, setAsking] = useState<Asking>();
  const [notice, setNotice] = useState<Notice>();
  const queue = state === 'applied' || state === 'paying';

  return (
    <TabbedList
      page="platform/withdrawals"
      title={t('withdrawals.title')}
      notice={{ shown: notice, testId: 'pc-withdraw-notice', clear: () => setNotice(undefined) }}
      tabs={{ statuses: WITHDRAW_STATES, value: state, label: t('withdrawals.tabs'), labelOf: (s) => t(`withdrawals.state.${s}`), idOf: tabId, panelId: PANEL_ID, onSelect: select }}
      hint={t(queue ? 'withdrawals.queueOrder' : 'withdrawals.doneOrder')}
      query={query}
      loading={{ label: t('withdrawals.loading') }}
      empty={{ title: t('withdrawals.empty'), hint: t('withdrawals.emptyHint') }}
      table={{
        testId: 'pc-withdrawals',
        caption: t('withdrawals.caption', { state: t(`withdrawals.state.${state}`) }),
        columns: [
          t('withdrawals.id'), t('withdrawals.shopper'), t('withdrawals.amount'), t('withdrawals.fee'),
          t('withdrawals.net'), t('withdrawals.account'), t('withdrawals.applied'), t(queue ? 'withdrawals.actions' : 'withdrawals.outcome'),
        ],
      }}
      row={(row) => (
        <tr key={row.withdrawId} data-withdraw-id={row.withdrawId}>
          <th scope="row" className="pc-mono">
            {row.withdrawId}
          </th>
          <td>{row.shopper}</td>
          <td>{moneyText(row.amount, lang)}</td>
          <td>{moneyText(row.fee, lang)}</td>
          <td>{moneyText(row.netAmount, lang)}</td>
          <td className="pc-mono">{row.receiveAccount}</td>
          <DateCell at={row.createdAt} />
          <td>
            {row.state === 'applied' || row.state === 'paying' ? (
              <div className="pc-withdraw-actions">
                <button type="button" className="pc-button pc-button--primary" onClick={() => setAsking({ kind: 'pay', row })} data-testid="pc-withdraw-pay">
                  {t(row.state === 'paying' ? 'withdrawals.payAgain' : 'withdrawals.pay')}
                </button>
                {row.state === 'applied' && (
                  <button type="button" className="pc-button pc-button--danger" onClick={() => setAsking({ kind: 'reject', row })} data-testid="pc-withdraw-reject">
                    {t('withdrawals.reject')}
                  </button>
                )}
              </div>
            ) : (
              <span>
                {row.decidedAt && <time dateTime={row.decidedAt}>{formatDateTime(row.decidedAt, lang)}</time>}
                {row.reason !== '' && <span className="pc-muted"> · {row.reason}</span>}
              </span>
            )}
          </td>
        </tr>
      )}
      texts="withdrawals"
    >
      {asking && (
        <DecisionDialog
          asking={asking}
          onClose={() => setAsking(undefined)}
          onDone={(text, tone) => {
            setAsking(undefined);
            setNotice({ tone, text });
          }}
        />
      )}
    </TabbedList>
  );
}

const OUTCOME: Record<TWithdrawState, ConsoleTextKey> = {
  applied: 'withdrawals.doneApplied',
  paying: 'withdrawals.donePaying',
  paid: 'withdrawals.donePaid',
  rejected: 'withdrawals.doneRejected',
  failed: 'withdrawals.doneFailed',
};

/** Paying (a confirmation) or rejecting (with a reason) one withdrawal; every list refreshes after. */
function DecisionDialog({ asking, onClose, onDone }: { asking: Asking; onClose: () => void; onDone: (text: string, tone: Notice['tone']) => void }) {
  const { lang, t } = useConsoleText();
  const queryClient = useQueryClient();
  const { row, kind } = asking;
  const mutation = useMutation({
    mutationFn: (reason: string) => (kind === 'pay' ? payWithdraw(row.withdrawId, lang) : rejectWithdraw(row.withdrawId, reason, lang)),
    onSuccess: async (now) => {
      await queryClient.invalidateQueries({ queryKey: withdrawListsKey });
      onDone(t(OUTCOME[now.state], { id: now.withdrawId }), now.state === 'paid' || now.state === 'rejected' ? 'success' : 'warning');
    },
    onError: async (error) => {
      if (isApiError(error) && (error.code === CODE.WITHDRAW_ALREADY_DECIDED || error.code === CODE.WITHDRAW_PAYOUT_PENDING)) {
        await queryClient.invalidateQueries({ queryKey: withdrawListsKey });
      }
    },
  });
  const amounts = { amount: moneyText(row.amount, lang), net: moneyText(row.netAmount, lang), account: row.receiveAccount, shopper: row.shopper };

  return (
    <ActionDialog
      title={t(kind === 'pay' ? 'withdrawals.payTitle' : 'withdrawals.rejectTitle')}
      body={t(kind === 'pay' ? 'withdrawals.payBody' : 'withdrawals.rejectBody', amounts)}
      reason={kind === 'reject' ? { label: t('withdrawals.reasonLabel'), needed: t('withdrawals.reasonNeeded'), min: 1, max: REASON_MAX, testId: 'pc-withdraw-reason' } : undefined}
      action={mutation}
      confirm={t(kind === 'pay' ? 'withdrawals.payConfirm' : 'withdrawals.rejectConfirm')}
      danger={kind === 'reject'}
      texts="withdrawals"
      confirmTestId="pc-withdraw-confirm"
      onClose={onClose}
    />
  );
}
