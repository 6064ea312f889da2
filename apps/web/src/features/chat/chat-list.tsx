import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListMore } from '../../shared/ui/list-more.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { chatConversationPath, CHAT_PLATFORM_PATH } from './chat-paths.ts';
import { ConversationRow } from './conversation-row.tsx';
import { useChatConversations } from './use-chat.ts';
import './chat.css';

/**
 * The shopper's conversations on the message tab, latest first, a page at a time; and the way to the platform.
 * `whenNone` is shown under it when there is no conversation either (the tab's "nothing yet").
 */
export function ChatConversationList({ whenNone }: { whenNone?: ReactNode }) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const pages = useChatConversations();
  let body;
  let none = false;
  if (pages.isPending) body = <ListSkeleton rows={2} />;
  else if (pages.isError) body = <LoadFailed description={pages.error.message} onRetry={() => void pages.refetch()} />;
  else {
    const list = pages.data.pages.flatMap((p) => p.list);
    none = list.length === 0;
    body =
      list.length === 0 ? (
        <p className="mall-chat-list-empty">{t('tab.empty')}</p>
      ) : (
        <>
          {list.map((c) => (
            <ConversationRow key={c.conversationId} conversation={c} onOpen={() => void navigate(chatConversationPath(c.conversationId))} />
          ))}
          {pages.hasNextPage && <ListMore pages={pages} />}
        </>
      );
  }
  return (
    <>
      <section className="mall-card mall-chat-list" aria-labelledby="chat-list-title" data-testid="chat-conversations">
        <div className="mall-chat-list-head">
          <h2 id="chat-list-title" className="mall-chat-list-title">
            {t('tab.chats')}
          </h2>
          <button type="button" className="mall-chat-list-platform" onClick={() => void navigate(CHAT_PLATFORM_PATH)} data-testid="chat-contact-platform">
            {t('tab.contactPlatform')}
          </button>
        </div>
        {body}
      </section>
      {none && whenNone}
    </>
  );
}
