import { Fragment, useState } from 'react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { CODE } from '@mall/contract/platform/code-numbers';
import { PAY_CHANNELS, type PayChannelName } from '@mall/contract/payment/payment-fields';
import { REFUND_STUCK_AFTER_MINUTES, type TStuckRefund } from '@mall/contract/payment/platform-refunds';
import { isApiError } from '../shared/transport/api-error.ts';
import { ActionDialog } from './action-dialog.tsx';
import { formatDateTime, moneyText, useConsoleText, type ConsoleText } from './console-i18n.ts';
import type { Notice } from './console-notice.tsx';
import { ageParts, REFUND_TABS, refundListsKey, retryRefund, settleRefundOffline, stuckRefundsQuery, type RefundTab } from './refund-queries.ts';
import { TabbedList, useTabInAddress } from './tabbed-list.tsx';
import './refunds.css';

const PANEL_ID = 'pc-refunds-panel';
const tabId = (tab: RefundTab) => `pc-refund-tab-${tab}`;
const COLUMNS = 9;

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
  const [tab, select] = useTabInAddress(REFUND_TABS, 'status');
  const query = useInfiniteQuery(stuckRefundsQuery(tab, lang));
  const [asking, setAsking] = useState<Asking>();
  const [open, setOpen] = useState<number>();
  const [notice, setNotice] = useState<Notice>();

  return (
    <TabbedList
      page="platform/refunds"
      title={t('refunds.title')}
      notice={{ shown: notice, testId: 'pc-refund-notice', clear: () => setNotice(undefined) }}
      tabs={{ statuses: REFUND_TABS, value: tab, label: t('refunds.tabs'), labelOf: (s) => t(`refunds.tab.${s}`), idOf: tabId, panelId: PANEL_ID, onSelect: select }}
      hint={t('refunds.hint', { minutes: REFUND_STUCK_AFTER_MINUTES })}
      query={query}
      loading={{ label: t('refunds.loading') }}
      empty={{ title: t('refunds.empty'), hint: t('refunds.emptyHint'), testId: 'pc-refunds-empty' }}
      table={{
        testId: 'pc-refunds',
        caption: t('refunds.caption', { tab: t(`refunds.tab.${tab}`) }),
        columns: [
          t('refunds.id'), t('refunds.order'), t('refunds.shop'), t('refunds.shopper'), t('refunds.amount'),
          t('refunds.channel'), t('refunds.ageColumn'), t('refunds.state'), t('refunds.actions'),
        ],
      }}
      row={(row) => {
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
              <td colSpan={COLUMNS}>{shown && <RefundEvents row={row} />}</td>
            </tr>
          </Fragment>
        );
      }}
      texts="refunds"
    >
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
    </TabbedList>
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
  const { kind, row } = asking;
  const mutation = useMutation({
    mutationFn: (note: string) => (kind === 'retry' ? retryRefund(row.refundId, lang) : settleRefundOffline(row.refundId, note, lang)),
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

  const facts = { id: row.refundId, amount: moneyText(row.amount, lang), shopper: row.shopper, channel: channelText(row.channel, t), order: row.orderNo };
  return (
    <ActionDialog
      title={t(kind === 'retry' ? 'refunds.retryTitle' : 'refunds.settleTitle')}
      body={t(kind === 'retry' ? 'refunds.retryBody' : 'refunds.settleBody', facts)}
      reason={kind === 'settle' ? { label: t('refunds.noteLabel'), needed: t('refunds.noteNeeded'), min: NOTE_MIN, max: NOTE_MAX, testId: 'pc-refund-note' } : undefined}
      action={mutation}
      confirm={t(kind === 'retry' ? 'refunds.retryConfirm' : 'refunds.settleConfirm')}
      texts="refunds"
      confirmTestId="pc-refund-confirm"
      onClose={onClose}
    />
  );
}
