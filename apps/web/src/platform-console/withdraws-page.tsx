import { useId, useRef, useState, type FormEvent } from 'react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { CODE } from '@mall/contract/platform/code-numbers';
import type { TPlatformWithdraw } from '@mall/contract/wallet/platform-withdraws';
import { WITHDRAW_STATES, type TWithdrawState } from '@mall/contract/wallet/withdraw-fields';
import { isApiError } from '../shared/transport/api-error.ts';
import { Dialog } from './console-dialog.tsx';
import { describeError, isForbidden, type ErrorText } from './console-helpers.ts';
import { formatDateTime, moneyText, useConsoleText, type ConsoleTextKey } from './console-i18n.ts';
import { NoticeRegion, type Notice } from './console-notice.tsx';
import { LoadFailure, NotOperator, usePageTitle } from './console-shell.tsx';
import { ListFoot } from './list-foot.tsx';
import { StatusTabs } from './status-tabs.tsx';
import { payWithdraw, rejectWithdraw, withdrawListsKey, withdrawsQuery } from './withdraw-queries.ts';
import './withdraws.css';
import { LoadingRows } from './loading-rows.tsx';

const PANEL_ID = 'pc-withdrawals-panel';
const tabId = (state: TWithdrawState) => `pc-withdraw-tab-${state}`;
const REASON_MAX = 200;

function stateFromSearch(value: string | null): TWithdrawState {
  return (WITHDRAW_STATES as readonly string[]).includes(value ?? '') ? (value as TWithdrawState) : 'applied';
}

type Asking = { kind: 'pay' | 'reject'; row: TPlatformWithdraw };

/**
 * The shoppers' withdrawals, one state at a time (tabs; the state is in the address): the applied and paying queue
 * oldest first, the others newest first, a keyset page at a time. An applied one is paid (after a confirmation) or
 * rejected with a reason; a paying one (its payout did not answer) can be paid again, which pays once.
 */
export function WithdrawsPage() {
  const { lang, t } = useConsoleText();
  const [search, setSearch] = useSearchParams();
  const state = stateFromSearch(search.get('state'));
  const query = useInfiniteQuery(withdrawsQuery(state, lang));
  const [asking, setAsking] = useState<Asking>();
  const [notice, setNotice] = useState<Notice>();
  usePageTitle(`${t('withdrawals.title')} · ${t(`withdrawals.state.${state}`)}`);

  if (isForbidden(query.error)) return <NotOperator />;

  function select(next: TWithdrawState) {
    setNotice(undefined);
    setSearch(next === 'applied' ? {} : { state: next }, { replace: true });
  }

  const rows = query.data?.pages.flatMap((page) => page.list) ?? [];

  return (
    <div className="pc-page" data-page="platform/withdrawals">
      <div className="pc-page-head">
        <h1 tabIndex={-1}>{t('withdrawals.title')}</h1>
      </div>
      <NoticeRegion notice={notice} testId="pc-withdraw-notice" />
      <StatusTabs
        statuses={WITHDRAW_STATES}
        value={state}
        label={t('withdrawals.tabs')}
        labelOf={(s) => t(`withdrawals.state.${s}`)}
        idOf={tabId}
        panelId={PANEL_ID}
        onSelect={select}
      />
      <section id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(state)} className="pc-card pc-panel">
        <p className="pc-muted pc-panel-hint">{t(state === 'applied' || state === 'paying' ? 'withdrawals.queueOrder' : 'withdrawals.doneOrder')}</p>
        {query.isPending ? (
          <LoadingRows label={t('withdrawals.loading')} />
        ) : query.isError && rows.length === 0 ? (
          <LoadFailure error={query.error} onRetry={() => void query.refetch()} />
        ) : rows.length === 0 ? (
          <div className="pc-empty">
            <p className="pc-empty-title">{t('withdrawals.empty')}</p>
            <p className="pc-muted">{t('withdrawals.emptyHint')}</p>
          </div>
        ) : (
          <>
            <div className="pc-table-wrap">
              <table className="pc-table" data-testid="pc-withdrawals">
                <caption className="pc-visually-hidden">{t('withdrawals.caption', { state: t(`withdrawals.state.${state}`) })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('withdrawals.id')}</th>
                    <th scope="col">{t('withdrawals.shopper')}</th>
                    <th scope="col">{t('withdrawals.amount')}</th>
                    <th scope="col">{t('withdrawals.fee')}</th>
                    <th scope="col">{t('withdrawals.net')}</th>
                    <th scope="col">{t('withdrawals.account')}</th>
                    <th scope="col">{t('withdrawals.applied')}</th>
                    <th scope="col">{state === 'applied' || state === 'paying' ? t('withdrawals.actions') : t('withdrawals.outcome')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.withdrawId} data-withdraw-id={row.withdrawId}>
                      <th scope="row" className="pc-mono">
                        {row.withdrawId}
                      </th>
                      <td>{row.shopper}</td>
                      <td>{moneyText(row.amount, lang)}</td>
                      <td>{moneyText(row.fee, lang)}</td>
                      <td>{moneyText(row.netAmount, lang)}</td>
                      <td className="pc-mono">{row.receiveAccount}</td>
                      <td>
                        <time dateTime={row.createdAt}>{formatDateTime(row.createdAt, lang)}</time>
                      </td>
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
                  ))}
                </tbody>
              </table>
            </div>
            <ListFoot query={query} count={rows.length} texts="withdrawals" />
          </>
        )}
      </section>
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
    </div>
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
  const cancelRef = useRef<HTMLButtonElement>(null);
  const bodyId = useId();
  const fieldId = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState(false);
  const { row, kind } = asking;
  const mutation = useMutation({
    mutationFn: () => (kind === 'pay' ? payWithdraw(row.withdrawId, lang) : rejectWithdraw(row.withdrawId, reason.trim(), lang)),
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
  const failure: ErrorText | undefined = mutation.isError ? describeError(mutation.error, t) : undefined;
  const amounts = { amount: moneyText(row.amount, lang), net: moneyText(row.netAmount, lang), account: row.receiveAccount, shopper: row.shopper };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (kind === 'reject') {
      const length = reason.trim().length;
      if (length < 1 || length > REASON_MAX) {
        setProblem(true);
        document.getElementById(fieldId)?.focus();
        return;
      }
    }
    mutation.mutate();
  }

  return (
    <Dialog title={t(kind === 'pay' ? 'withdrawals.payTitle' : 'withdrawals.rejectTitle')} onClose={onClose} initialFocus={kind === 'pay' ? cancelRef : undefined} busy={mutation.isPending} describedBy={bodyId}>
      <form onSubmit={submit} noValidate className="pc-form">
        <p id={bodyId}>{t(kind === 'pay' ? 'withdrawals.payBody' : 'withdrawals.rejectBody', amounts)}</p>
        {kind === 'reject' && (
          <div className="pc-field">
            <label htmlFor={fieldId}>{t('withdrawals.reasonLabel')}</label>
            <textarea
              id={fieldId}
              rows={3}
              value={reason}
              maxLength={REASON_MAX}
              onChange={(event) => {
                setReason(event.target.value);
                if (problem) setProblem(event.target.value.trim().length === 0);
              }}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${fieldId}-error` : undefined}
              required
              data-testid="pc-withdraw-reason"
            />
            {problem && (
              <p id={`${fieldId}-error`} className="pc-field-error">
                {t('withdrawals.reasonNeeded')}
              </p>
            )}
          </div>
        )}
        <div role="alert" className={failure ? 'pc-alert pc-alert--error' : undefined}>
          {failure && (
            <>
              <p>{failure.message}</p>
              {failure.code !== undefined && <p className="pc-alert-code">{t('errors.code', { code: failure.code })}</p>}
            </>
          )}
        </div>
        <div className="pc-dialog-actions">
          <button ref={cancelRef} type="button" className="pc-button" onClick={onClose} disabled={mutation.isPending}>
            {t('withdrawals.cancel')}
          </button>
          <button
            type="submit"
            className={kind === 'pay' ? 'pc-button pc-button--primary' : 'pc-button pc-button--danger-solid'}
            disabled={mutation.isPending}
            data-testid="pc-withdraw-confirm"
          >
            {mutation.isPending ? t('withdrawals.working') : t(kind === 'pay' ? 'withdrawals.payConfirm' : 'withdrawals.rejectConfirm')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
