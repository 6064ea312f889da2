import { LeftOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListMore } from '../../shared/ui/list-more.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { ChatPanel } from './chat-panel.tsx';
import { ConversationRow } from './conversation-row.tsx';
import { useMerchantConversations } from './use-chat.ts';
import './chat.css';

export const MERCHANT_CHAT_PATH = '/merchant/chat';

/**
 * The shop's chats in the merchant console: its conversations with shoppers (latest first, the shop's unread counts),
 * and one conversation to answer (`?conversationId=`), live through the same socket as the shop's.
 */
export function MerchantChat({ shopId, conversationId }: { shopId: number; conversationId: number | undefined }) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const pages = useMerchantConversations(shopId);
  const list = pages.data?.pages.flatMap((p) => p.list) ?? [];

  if (conversationId !== undefined) {
    const c = list.find((x) => x.conversationId === conversationId);
    return (
      <div className="mall-merchant-chat" data-testid="merchant-chat-conversation">
        <div className="mall-merchant-chat-head">
          <Link to={MERCHANT_CHAT_PATH} replace className="mall-merchant-chat-back">
            <LeftOutline aria-hidden /> {t('merchant.back')}
          </Link>
          {c && <h2 className="mall-merchant-chat-title">{c.title}</h2>}
        </div>
        <ChatPanel key={conversationId} conversationId={conversationId} side="shop" shopId={shopId} peerName={c?.title ?? t('title')} />
      </div>
    );
  }

  if (pages.isPending) return <ListSkeleton rows={4} />;
  if (pages.isError) return <LoadFailed description={pages.error.message} onRetry={() => void pages.refetch()} />;
  if (list.length === 0) return <EmptyState title={t('merchant.title')} description={t('merchant.empty')} />;
  return (
    <section className="mall-card mall-chat-list" aria-label={t('merchant.title')} data-testid="merchant-chat-list">
      {list.map((c) => (
        <ConversationRow key={c.conversationId} conversation={c} onOpen={() => void navigate(`${MERCHANT_CHAT_PATH}?conversationId=${c.conversationId}`)} />
      ))}
      {pages.hasNextPage && <ListMore pages={pages} />}
    </section>
  );
}
