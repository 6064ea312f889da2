import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { TChatMessage } from '@mall/contract/chat/chat-fields';
import { copyText } from '../../shared/format/copy-text.ts';
import { formatShortTime } from '../../shared/format/date-time.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { GoodsMessage, OrderMessage } from './chat-cards.tsx';
import { useLongPress } from './long-press.ts';
import type { PendingMessage } from './use-chat.ts';

/** A time is shown over the first message and over one more than five minutes after the one before. */
export const TIME_GAP_MS = 5 * 60_000;

export function needsTimeAbove(prev: TChatMessage | undefined, message: TChatMessage): boolean {
  return !prev || Date.parse(message.createdAt) - Date.parse(prev.createdAt) > TIME_GAP_MS;
}

function TextBubble({ text }: { text: string }) {
  const { t } = useTranslation('chat');
  const press = useLongPress(() => {
    void copyText(text).then((ok) => showToast(ok ? t('copied') : t('copyFailed')));
  });
  return (
    <p className="mall-chat-text" {...press}>
      {text}
    </p>
  );
}

function MessageBody({ message, asShopper }: { message: Pick<TChatMessage, 'type' | 'text' | 'imageUrl' | 'goodsId' | 'orderNo'>; asShopper: boolean }) {
  const { t } = useTranslation('chat');
  switch (message.type) {
    case 'text':
      return <TextBubble text={message.text ?? ''} />;
    case 'image':
      return (
        <a className="mall-chat-image" href={message.imageUrl ?? undefined} target="_blank" rel="noreferrer">
          <img src={message.imageUrl ?? undefined} alt={t('picture')} />
        </a>
      );
    case 'goods':
      return message.goodsId ? <GoodsMessage goodsId={message.goodsId} /> : null;
    case 'order':
      return message.orderNo ? <OrderMessage orderNo={message.orderNo} asShopper={asShopper} /> : null;
    case 'quote':
      // A pharmacy's quote (health): the shopper accepts and pays it on the medicine requests page.
      return (
        <p className="mall-chat-text">
          {t('quote.text', { text: message.text ?? '' })}
          {asShopper && (
            <>
              {' '}
              <a href="/pages/health/message">{t('quote.open')}</a>
            </>
          )}
        </p>
      );
    default:
      return <p className="mall-chat-text">{message.text}</p>;
  }
}

export interface ChatThreadViewProps {
  messages: readonly TChatMessage[];
  pending: readonly PendingMessage[];
  /** Which side is "me" (drawn on the right): the shopper, or the shop in the merchant console. */
  mySide: 'shopper' | 'shop' | 'platform';
  /** The other side's name, read before their messages. */
  peerName: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (p: PendingMessage) => void;
  /** The newest message is in view (to mark it read). */
  onNewestSeen: (seq: number) => void;
  /** Above the messages: the card offered to send. */
  header?: ReactNode;
}

/** A conversation's messages, oldest first, with times, sides, cards and what is being sent; scrolls up for history. */
export function ChatThreadView({ messages, pending, mySide, peerName, hasOlder, loadingOlder, onLoadOlder, onRetry, onNewestSeen, header }: ChatThreadViewProps) {
  const { t, i18n } = useTranslation('chat');
  const scroller = useRef<HTMLDivElement>(null);
  const bottom = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  const heightBefore = useRef<number | undefined>(undefined);
  const [bottomVisible, setBottomVisible] = useState(false);
  const firstSeq = messages[0]?.seq;
  const lastSeq = messages[messages.length - 1]?.seq ?? 0;

  // Keeps the reader where they were when older messages are put above.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && heightBefore.current !== undefined) {
      el.scrollTop += el.scrollHeight - heightBefore.current;
      heightBefore.current = undefined;
    }
  }, [firstSeq]);

  // Follows the newest message while the reader is at the end (and always after sending).
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && stick.current) el.scrollTop = el.scrollHeight;
  }, [lastSeq, pending.length]);

  useEffect(() => {
    const el = bottom.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => setBottomVisible(entries.some((e) => e.isIntersecting)), { root: scroller.current });
    io.observe(el);
    return () => io.disconnect();
  }, []);

  useEffect(() => {
    if (bottomVisible && lastSeq > 0 && document.visibilityState === 'visible') onNewestSeen(lastSeq);
  }, [bottomVisible, lastSeq, onNewestSeen]);

  useEffect(() => {
    const seen = () => {
      if (document.visibilityState === 'visible' && bottomVisible && lastSeq > 0) onNewestSeen(lastSeq);
    };
    document.addEventListener('visibilitychange', seen);
    return () => document.removeEventListener('visibilitychange', seen);
  }, [bottomVisible, lastSeq, onNewestSeen]);

  const older = () => {
    if (!hasOlder || loadingOlder) return;
    heightBefore.current = scroller.current?.scrollHeight;
    onLoadOlder();
  };

  const asShopper = mySide === 'shopper';
  return (
    <div
      ref={scroller}
      className="mall-chat-scroll"
      role="log"
      aria-label={t('messagesWith', { name: peerName })}
      tabIndex={0}
      data-testid="chat-messages"
      onScroll={(e) => {
        const el = e.currentTarget;
        stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
        if (el.scrollTop < 40) older();
      }}
    >
      {header}
      {hasOlder && (
        <div className="mall-chat-older">
          <Button size="mini" fill="none" loading={loadingOlder} onClick={older} data-testid="chat-older">
            {t('older')}
          </Button>
        </div>
      )}
      {messages.map((m, i) => {
        const mine = m.side === mySide;
        const isNotice = m.side === 'system' || m.type === 'notice';
        return (
          <div key={m.seq} className="mall-chat-item" data-seq={m.seq}>
            {needsTimeAbove(messages[i - 1], m) && <time className="mall-chat-time">{formatShortTime(m.createdAt, i18n.language)}</time>}
            {isNotice ? (
              <p className="mall-chat-notice" data-testid="chat-notice">
                {m.text}
              </p>
            ) : (
              <div className={`mall-chat-row${mine ? ' is-mine' : ''}`} data-side={m.side} data-testid="chat-message">
                <span className="mall-visually-hidden">{mine ? t('you') : peerName}: </span>
                <div className="mall-chat-bubble">
                  <MessageBody message={m} asShopper={asShopper} />
                </div>
              </div>
            )}
          </div>
        );
      })}
      {pending.map((p) => (
        <div key={p.request.clientMessageId} className="mall-chat-row is-mine is-pending" data-testid="chat-pending" data-status={p.status}>
          {p.status === 'failed' ? (
            <Button size="mini" color="danger" fill="none" onClick={() => onRetry(p)} data-testid="chat-retry">
              {t('retry')}
            </Button>
          ) : (
            <span className="mall-chat-sending">{t('sending')}</span>
          )}
          <div className="mall-chat-bubble">
            <MessageBody
              message={{ type: p.request.type, text: p.request.text ?? null, imageUrl: p.request.imageUrl ?? null, goodsId: p.request.goodsId ?? null, orderNo: p.request.orderNo ?? null }}
              asShopper={asShopper}
            />
          </div>
        </div>
      ))}
      <div ref={bottom} className="mall-chat-end" aria-hidden />
    </div>
  );
}
