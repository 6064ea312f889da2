import { Badge } from 'antd-mobile';
import { SoundMuteOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { TChatConversation, TChatMessage } from '@mall/contract/chat/chat-fields';
import { countBadge } from '../../shared/format/count-badge.ts';
import { formatShortTime } from '../../shared/format/date-time.ts';

/** A message in a line: its text, or what kind of message it is. */
export function usePreview(): (m: TChatMessage | null) => string {
  const { t } = useTranslation('chat');
  return (m) => {
    if (!m) return t('noMessages');
    if (m.type === 'text' || m.type === 'notice') return m.text ?? '';
    return t(`preview.${m.type}`);
  };
}

/** One conversation in a list: picture, who, the last message, when, the unread count and whether it is muted. */
export function ConversationRow({ conversation: c, onOpen, selected }: { conversation: TChatConversation; onOpen: () => void; selected?: boolean }) {
  const { t, i18n } = useTranslation('chat');
  const preview = usePreview();
  const badge = countBadge(c.unread);
  return (
    <button
      type="button"
      className={`mall-chat-conv${selected ? ' is-selected' : ''}`}
      aria-current={selected ? 'true' : undefined}
      onClick={onOpen}
      data-testid="chat-conversation"
      data-conversation-id={c.conversationId}
      data-unread={c.unread}
    >
      <Badge content={c.muted && c.unread > 0 ? Badge.dot : badge}>
        <img className="mall-chat-conv-avatar" src={c.avatar} alt="" />
      </Badge>
      <span className="mall-chat-conv-text">
        <span className="mall-chat-conv-head">
          <strong className="mall-chat-conv-title">{c.title}</strong>
          {c.lastMessageAt && <time className="mall-chat-conv-time">{formatShortTime(c.lastMessageAt, i18n.language)}</time>}
        </span>
        <span className="mall-chat-conv-preview">
          <span className="mall-chat-conv-preview-text">{preview(c.lastMessage)}</span>
          {c.muted && (
            <span className="mall-chat-conv-muted">
              <SoundMuteOutline aria-hidden />
              <span className="mall-visually-hidden">{t('muted')}</span>
            </span>
          )}
        </span>
        {c.unread > 0 && <span className="mall-visually-hidden">{t('unreadCount', { count: c.unread })}</span>}
      </span>
    </button>
  );
}
