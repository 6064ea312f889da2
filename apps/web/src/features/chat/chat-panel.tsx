import { useCallback, useRef, useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { TChatGoodsCard, TChatOrderCard } from '@mall/contract/chat/chat-fields';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { GoodsCardView, OrderCardView } from './chat-cards.tsx';
import { ChatComposer } from './chat-composer.tsx';
import { ChatThreadView } from './chat-thread.tsx';
import { visibleMessages } from '../../shared/chat/message-merge.ts';
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
          <section className="mall-chat-offer" aria-label={t('offer.goods')} data-testid="chat-offer-goods">
            <GoodsCardView goods={goods} />
            <Button
              size="small"
              color="primary"
              fill="outline"
              shape="rounded"
              onClick={() => {
                send({ type: 'goods', goodsId: goods.goodsId });
                setOfferSent((s) => ({ ...s, goods: true }));
              }}
              data-testid="chat-send-goods"
            >
              {t('offer.sendGoods')}
            </Button>
          </section>
        )}
        {order && (
          <section className="mall-chat-offer" aria-label={t('offer.order')} data-testid="chat-offer-order">
            <OrderCardView order={order} />
            <Button
              size="small"
              color="primary"
              fill="outline"
              shape="rounded"
              onClick={() => {
                send({ type: 'order', orderNo: order.orderNo });
                setOfferSent((s) => ({ ...s, order: true }));
              }}
              data-testid="chat-send-order"
            >
              {t('offer.sendOrder')}
            </Button>
          </section>
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
      <ChatComposer onText={(text) => send({ type: 'text', text })} onImage={(imageUrl) => send({ type: 'image', imageUrl })} />
    </div>
  );
}
