import { useState } from 'react';
import { MoreOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { ChatPanel } from '../../features/chat/chat-panel.tsx';
import { useChatConversation, useMuteConversation, type ChatTarget } from '../../features/chat/use-chat.ts';
import { idParam } from '../../shared/catalogue-ui/catalogue-links.ts';
import { RequireLogin } from '../../shared/session/require-login.tsx';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { ModalPopup } from '../../shared/ui/modal-popup.tsx';
import { Page, type PageProps } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import '../../features/chat/chat.css';

const ORDER_NO = /^[A-Za-z0-9_-]{1,40}$/;

/** What the page's query asks for: a conversation, one with a shop (about a goods or an order), or the platform. */
export function chatTargetOf(query: Readonly<Record<string, string>>): ChatTarget | undefined {
  const conversationId = idParam(query.conversationId);
  if (conversationId) return { conversationId };
  const shopId = idParam(query.shopId);
  if (shopId) return { shopId, goodsId: idParam(query.goodsId), orderNo: query.orderNo && ORDER_NO.test(query.orderNo) ? query.orderNo : undefined };
  if (query.platform === '1') return { platform: true };
  return undefined;
}

function Chat({ target }: { target: ChatTarget | undefined }) {
  const { t } = useTranslation('chat');
  const opened = useChatConversation(target);
  const mute = useMuteConversation();
  const [menu, setMenu] = useState(false);

  if (!target) return <EmptyState title={t('notFound')} description={t('notFoundNote')} />;
  const c = opened.data?.conversation;
  const more = c && (
    <button type="button" className="mall-chat-nav-more" aria-haspopup="dialog" onClick={() => setMenu(true)} data-testid="chat-menu">
      <MoreOutline aria-hidden />
      <span className="mall-visually-hidden">{t('menu')}</span>
    </button>
  );
  return (
    <>
      <PageNavBar title={c ? c.title : t('title')} right={more} />
      <main className="mall-chat-main">
        {opened.isError ? (
          <LoadFailed description={opened.error.message} onRetry={() => void opened.refetch()} />
        ) : !opened.data ? (
          <ListSkeleton rows={4} />
        ) : (
          <ChatPanel
            key={opened.data.conversation.conversationId}
            conversationId={opened.data.conversation.conversationId}
            side="shopper"
            peerName={opened.data.conversation.title}
            offer={{ goods: opened.data.goods, order: opened.data.order }}
          />
        )}
      </main>
      {c && (
        <ModalPopup visible={menu} onClose={() => setMenu(false)} label={t('menu')} bodyStyle={{ borderRadius: '12px 12px 0 0' }}>
          <div className="mall-chat-menu">
            <button
              type="button"
              className="mall-chat-menu-item"
              disabled={mute.isPending}
              onClick={() => mute.mutate({ conversationId: c.conversationId, muted: !c.muted }, { onSettled: () => setMenu(false) })}
              data-testid="chat-mute"
            >
              {c.muted ? t('unmute') : t('mute')}
            </button>
            <button type="button" className="mall-chat-menu-item" onClick={() => setMenu(false)}>
              {t('cancel')}
            </button>
          </div>
        </ModalPopup>
      )}
    </>
  );
}

/** A conversation with a shop or the platform (spec route chat/chat): `?conversationId=`, `?shopId=&goodsId=|orderNo=`, `?platform=1`. */
export default function ChatPage({ query }: PageProps) {
  return (
    <Page name="chat/chat">
      <RequireLogin>
        <Chat target={chatTargetOf(query)} />
      </RequireLogin>
    </Page>
  );
}
