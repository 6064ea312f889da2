import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { TChatGoodsCard, TChatOrderCard } from '@mall/contract/chat/chat-fields';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { GoodsCardView, OrderCardView } from './chat-cards.tsx';
import { ChatComposer } from './chat-composer.tsx';
import { ChatThreadView } from './chat-thread.tsx';
import { visibleMessages } from '../../shared/chat/message-merge.ts';
import { RemindBar } from './remind-bar.tsx';
import { useMarkRead, useSendMessages, useThread } from './use-chat.ts';
import './chat.css';

export interface ChatPanelProps {
  conversationId: number;
  /** The shopper's view, or the shop's in the merchant console (with its shop). */
  side: 'shopper' | 'shop';
  shopId?: number;
  peerName: string;
  /** What the conversation was opened about: offered as a card to send, like shopping apps do. */
  offer?: { goods: TChatGoodsCard | null; order: TChatOrderCard | null };
}

/** A conversation: its messages (caught up on every reconnect, each once and in order), and the line to write in. */
export function ChatPanel({ conversationId, side, shopId, peerName, offer }: ChatPanelProps) {
  const { t } = useTranslation('chat');
  const { thread, loadOlder, loadingOlder } = useThread(conversationId, side === 'shop' ? shopId : undefined);
  const { pending, send, retry } = useSendMessages(conversationId, side);
  const { mutate } = useMarkRead(side);
  const marked = useRef(0);
  const [offerSent, setOfferSent] = useState<{ goods?: boolean; order?: boolean }>({});

  const onNewestSeen = useCallback(
    (seq: number) => {
      if (seq <= marked.current) return;
      marked.current = seq;
      mutate({ conversationId, readSeq: seq }, { onError: () => (marked.current = 0) });
    },
    [conversationId, mutate],
  );

  if (thread.isPending) return <ListSkeleton rows={4} />;
  if (thread.isError) return <LoadFailed description={thread.error.message} onRetry={() => void thread.refetch()} />;

  const goods = offer?.goods && !offerSent.goods ? offer.goods : null;
  const order = offer?.order && !offerSent.order ? offer.order : null;
  const header =
    goods || order ? (
      <div className="mall-chat-offers">
        {goods && (
          <OfferSection kind="goods" label={t('offer.goods')} action={t('offer.sendGoods')} onSend={() => {
            send({ type: 'goods', goodsId: goods.goodsId });
            setOfferSent((s) => ({ ...s, goods: true }));
          }}>
            <GoodsCardView goods={goods} />
          </OfferSection>
        )}
        {order && (
          <OfferSection kind="order" label={t('offer.order')} action={t('offer.sendOrder')} onSend={() => {
            send({ type: 'order', orderNo: order.orderNo });
            setOfferSent((s) => ({ ...s, order: true }));
          }}>
            <OrderCardView order={order} />
          </OfferSection>
        )}
      </div>
    ) : undefined;

  const messages = visibleMessages(thread.data.messages);
  // A send whose message is already here (pushed while its answer was lost) is shown once: as the message.
  const held = new Set(messages.filter((m) => m.side === side).map((m) => m.clientMessageId));
  return (
    <div className="mall-chat-panel">
      <ChatThreadView
        messages={messages}
        pending={pending.filter((p) => !held.has(p.request.clientMessageId))}
        mySide={side}
        peerName={peerName}
        hasOlder={thread.data.hasOlder}
        loadingOlder={loadingOlder}
        onLoadOlder={() => void loadOlder()}
        onRetry={retry}
        onNewestSeen={onNewestSeen}
        header={header}
      />
      {side === 'shopper' && <RemindBar conversationId={conversationId} messages={messages} />}
      <ChatComposer onText={(text) => send({ type: 'text', text })} onImage={(imageUrl) => send({ type: 'image', imageUrl })} />
    </div>
  );
}

/** A card the conversation was opened about, with the button that sends it. */
function OfferSection({ kind, label, action, onSend, children }: { kind: 'goods' | 'order'; label: string; action: string; onSend: () => void; children: ReactNode }) {
  return (
    <section className="mall-chat-offer" aria-label={label} data-testid={`chat-offer-${kind}`}>
      {children}
      <Button size="small" color="primary" fill="outline" shape="rounded" onClick={onSend} data-testid={`chat-send-${kind}`}>
        {action}
      </Button>
    </section>
  );
}
