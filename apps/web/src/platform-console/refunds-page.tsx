import { Fragment, useId, useRef, useState, type FormEvent } from 'react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { CODE } from '@mall/contract/platform/code-numbers';
import { PAY_CHANNELS, type PayChannelName } from '@mall/contract/payment/payment-fields';
import { REFUND_STUCK_AFTER_MINUTES, type TStuckRefund } from '@mall/contract/payment/platform-refunds';
import { isApiError } from '../shared/transport/api-error.ts';
import { Dialog } from './console-dialog.tsx';
import { describeError, isForbidden, type ErrorText } from './console-helpers.ts';
import { formatDateTime, moneyText, useConsoleText, type ConsoleText } from './console-i18n.ts';
import { NoticeRegion, type Notice } from './console-notice.tsx';
import { LoadFailure, NotOperator, usePageTitle } from './console-shell.tsx';
import { ListFoot } from './list-foot.tsx';
import { LoadingRows } from './loading-rows.tsx';
import { ageParts, REFUND_TABS, refundListsKey, retryRefund, settleRefundOffline, stuckRefundsQuery, type RefundTab } from './refund-queries.ts';
import { StatusTabs } from './status-tabs.tsx';
import './refunds.css';

const PANEL_ID = 'pc-refunds-panel';
const tabId = (tab: RefundTab) => `pc-refund-tab-${tab}`;
const COLUMNS = 9;

function tabFromSearch(value: string | null): RefundTab {
  return (REFUND_TABS as readonly string[]).includes(value ?? '') ? (value as RefundTab) : 'all';
}

const CHANNEL_NAMES = new Map<number, PayChannelName>(Object.entries(PAY_CHANNELS).map(([name, value]) => [value, name as PayChannelName]));

function channelText(channel: number, t: ConsoleText): string {
  const name = CHANNEL_NAMES.get(channel);
  return name ? t(`refunds.channels.${name}`) : String(channel);
}

function ageText(seconds: number, t: ConsoleText): string {
  const { unit, d, h, m } = ageParts(seconds);
  return t(`refunds.age.${unit}`, { d, h, m });
}

type Asking = { kind: 'retry' | 'settle'; row: TStuckRefund };
const NOTE_MIN = 2;
const NOTE_MAX = 200;

/** Refunds through the ledger (wallet, stored value) go back to a balance, never by hand: they are only retried. */
const settlesByHand = (row: TStuckRefund) => row.status === 'failed' && row.channel !== PAY_CHANNELS.wallet && row.channel !== PAY_CHANNELS.shop_balance;

/**
 * Refunds stuck in a state (finance and admins): pending longer than REFUND_STUCK_AFTER_MINUTES, or refused by the
 * provider, oldest first, a keyset page at a time, with tabs for all, pending and failed ones (in the address). Each
 * row opens its events (who moved it and when); a refund is sent again after a confirmation, which pays it once, and
 * a failed refund of a provider can be marked paid by other means with a note.
 */
export function RefundsPage() {
  const { lang, t } = useConsoleText();
  const [search, setSearch] = useSearchParams();
  const tab = tabFromSearch(search.get('status'));
  const query = useInfiniteQuery(stuckRefundsQuery(tab, lang));
  const [asking, setAsking] = useState<Asking>();
  const [open, setOpen] = useState<number>();
  const [notice, setNotice] = useState<Notice>();
  usePageTitle(`${t('refunds.title')} · ${t(`refunds.tab.${tab}`)}`);

  if (isForbidden(query.error)) return <NotOperator />;

  function select(next: RefundTab) {
    setNotice(undefined);
    setSearch(next === 'all' ? {} : { status: next }, { replace: true });
  }

  const rows = query.data?.pages.flatMap((page) => page.list) ?? [];

  return (
    <div className="pc-page" data-page="platform/refunds">
      <div className="pc-page-head">
        <h1 tabIndex={-1}>{t('refunds.title')}</h1>
      </div>
      <NoticeRegion notice={notice} testId="pc-refund-notice" />
      <StatusTabs statuses={REFUND_TABS} value={tab} label={t('refunds.tabs')} labelOf={(s) => t(`refunds.tab.${s}`)} idOf={tabId} panelId={PANEL_ID} onSelect={select} />
      <section id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(tab)} className="pc-card pc-panel">
        <p className="pc-muted pc-panel-hint">{t('refunds.hint', { minutes: REFUND_STUCK_AFTER_MINUTES })}</p>
        {query.isPending ? (
          <LoadingRows label={t('refunds.loading')} />
        ) : query.isError && rows.length === 0 ? (
          <LoadFailure error={query.error} onRetry={() => void query.refetch()} />
        ) : rows.length === 0 ? (
          <div className="pc-empty" data-testid="pc-refunds-empty">
            <p className="pc-empty-title">{t('refunds.empty')}</p>
            <p className="pc-muted">{t('refunds.emptyHint')}</p>
          </div>
        ) : (
          <>
            <div className="pc-table-wrap">
              <table className="pc-table" data-testid="pc-refunds">
                <caption className="pc-visually-hidden">{t('refunds.caption', { tab: t(`refunds.tab.${tab}`) })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('refunds.id')}</th>
                    <th scope="col">{t('refunds.order')}</th>
                    <th scope="col">{t('refunds.shop')}</th>
                    <th scope="col">{t('refunds.shopper')}</th>
                    <th scope="col">{t('refunds.amount')}</th>
                    <th scope="col">{t('refunds.channel')}</th>
                    <th scope="col">{t('refunds.ageColumn')}</th>
                    <th scope="col">{t('refunds.state')}</th>
                    <th scope="col">{t('refunds.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => {
                    const detailId = `pc-refund-events-${row.refundId}`;
                    const shown = open === row.refundId;
                    return (
                      <Fragment key={row.refundId}>
                        <tr data-refund-id={row.refundId}>
                          <th scope="row" className="pc-mono">
                            {row.refundId}
                          </th>
                          <td className="pc-mono">{row.orderNo}</td>
                          <td>{row.shopName}</td>
                          <td>{row.shopper}</td>
                          <td className="pc-num">{moneyText(row.amount, lang)}</td>
                          <td>{channelText(row.channel, t)}</td>
                          <td>
                            <time dateTime={row.createdAt} title={formatDateTime(row.createdAt, lang)}>
                              {ageText(row.ageSeconds, t)}
                            </time>
                          </td>
                          <td>
                            <span className={`pc-refund-state pc-refund-state--${row.status}`}>{t(`refunds.statuses.${row.status}`)}</span>
                            {row.failReason && <span className="pc-muted"> · {row.failReason}</span>}
                          </td>
                          <td>
                            <div className="pc-refund-actions">
                              <button
                                type="button"
                                className="pc-button"
                                aria-expanded={shown}
                                aria-controls={detailId}
                                onClick={() => setOpen(shown ? undefined : row.refundId)}
                                data-testid="pc-refund-events-toggle"
                              >
                                {t(shown ? 'refunds.hideEvents' : 'refunds.showEvents')}
                              </button>
                              {row.status !== 'settled' && (
                                <button type="button" className="pc-button pc-button--primary" onClick={() => setAsking({ kind: 'retry', row })} data-testid="pc-refund-retry">
                                  {t('refunds.retry')}
                                </button>
                              )}
                              {settlesByHand(row) && (
                                <button type="button" className="pc-button" onClick={() => setAsking({ kind: 'settle', row })} data-testid="pc-refund-settle">
                                  {t('refunds.settle')}
                                </button>
                              )}
                            </div>
                          </td>
                        </tr>
                        <tr id={detailId} hidden={!shown} className="pc-refund-detail">
                          <td colSpan={COLUMNS}>
                            {shown && <RefundEvents row={row} />}
                          </td>
                        </tr>
                      </Fragment>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <ListFoot query={query} count={rows.length} texts="refunds" />
          </>
        )}
      </section>
      {asking && (
        <RefundDialog
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

/** A refund's detail: its payment, why it was asked for, and every move of its state with who made it. */
function RefundEvents({ row }: { row: TStuckRefund }) {
  const { lang, t } = useConsoleText();
  return (
    <div className="pc-refund-events" data-testid="pc-refund-events">
      <p>
        {t('refunds.paymentNo')}: <span className="pc-mono">{row.paymentNo}</span>
        {row.reason && (
          <>
            {' · '}
            {t('refunds.reason')}: {row.reason}
          </>
        )}
      </p>
      <ol className="pc-order-events">
        {row.events.map((e, i) => (
          <li key={i} data-to={e.to}>
            <strong>{e.from ? `${t(`refunds.statuses.${e.from}`)} → ${t(`refunds.statuses.${e.to}`)}` : t('refunds.asked')}</strong>{' '}
            <span className="pc-muted">
              {t(`refunds.actors.${e.actor}`)}
              {e.actorId !== null ? ` #${e.actorId}` : ''} · {formatDateTime(e.at, lang)}
            </span>
            {e.note && <p>{e.note}</p>}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** Sending one refund again (a confirmation), or marking it paid by other means (with a note); every list refreshes after. */
function RefundDialog({ asking, onClose, onDone }: { asking: Asking; onClose: () => void; onDone: (text: string, tone: Notice['tone']) => void }) {
  const { lang, t } = useConsoleText();
  const queryClient = useQueryClient();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const bodyId = useId();
  const fieldId = useId();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState(false);
  const { kind, row } = asking;
  const mutation = useMutation({
    mutationFn: () => (kind === 'retry' ? retryRefund(row.refundId, lang) : settleRefundOffline(row.refundId, note.trim(), lang)),
    onSuccess: async (now) => {
      await queryClient.invalidateQueries({ queryKey: refundListsKey });
      if (now.status === 'settled') onDone(t(kind === 'retry' ? 'refunds.doneSettled' : 'refunds.doneSettledByHand', { id: now.refundId }), 'success');
      else onDone(t('refunds.doneFailed', { id: now.refundId, reason: now.failReason ?? '' }), 'warning');
    },
    onError: async (error) => {
      if (isApiError(error) && (error.code === CODE.REFUND_PROVIDER_NO_ANSWER || error.code === CODE.REFUND_RETRY_OVER_PAID || error.code === CODE.REFUND_NOT_FAILED)) {
        await queryClient.invalidateQueries({ queryKey: refundListsKey });
      }
    },
  });
  const failure: ErrorText | undefined = mutation.isError ? describeError(mutation.error, t) : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (kind === 'settle') {
      const length = note.trim().length;
      if (length < NOTE_MIN || length > NOTE_MAX) {
        setProblem(true);
        document.getElementById(fieldId)?.focus();
        return;
      }
    }
    mutation.mutate();
  }

  const facts = { id: row.refundId, amount: moneyText(row.amount, lang), shopper: row.shopper, channel: channelText(row.channel, t), order: row.orderNo };
  return (
    <Dialog
      title={t(kind === 'retry' ? 'refunds.retryTitle' : 'refunds.settleTitle')}
      onClose={onClose}
      initialFocus={kind === 'retry' ? cancelRef : undefined}
      busy={mutation.isPending}
      describedBy={bodyId}
    >
      <form onSubmit={submit} noValidate className="pc-form">
        <p id={bodyId}>{t(kind === 'retry' ? 'refunds.retryBody' : 'refunds.settleBody', facts)}</p>
        {kind === 'settle' && (
          <div className="pc-field">
            <label htmlFor={fieldId}>{t('refunds.noteLabel')}</label>
            <textarea
              id={fieldId}
              rows={3}
              value={note}
              maxLength={NOTE_MAX}
              onChange={(event) => {
                setNote(event.target.value);
                if (problem) setProblem(event.target.value.trim().length < NOTE_MIN);
              }}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${fieldId}-error` : undefined}
              required
              data-testid="pc-refund-note"
            />
            {problem && (
              <p id={`${fieldId}-error`} className="pc-field-error">
                {t('refunds.noteNeeded')}
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
            {t('refunds.cancel')}
          </button>
          <button type="submit" className="pc-button pc-button--primary" disabled={mutation.isPending} data-testid="pc-refund-confirm">
            {mutation.isPending ? t('refunds.working') : t(kind === 'retry' ? 'refunds.retryConfirm' : 'refunds.settleConfirm')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
