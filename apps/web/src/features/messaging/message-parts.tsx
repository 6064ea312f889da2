import { Badge } from 'antd-mobile';
import { BellOutline, GiftOutline, TruckOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { TUserMessage } from '@mall/contract/messaging/user-message';
import { formatShortTime } from '../../shared/format/date-time.ts';
import type { MessageKind } from './messaging-queries.ts';
import './message-parts.css';

const KIND_ICON = {
  system: <BellOutline />,
  order: <TruckOutline />,
  activity: <GiftOutline />,
} as const;

/** The round icon of a kind of message. */
export function MessageKindIcon({ kind }: { kind: MessageKind }) {
  return <span className={`mall-message-kind-icon mall-message-kind-icon--${kind}`}>{KIND_ICON[kind]}</span>;
}

/** One kind of message on the messages tab: icon with the unread count, its name, the newest message and when. */
export function MessageKindRow({ kind, unread, latest, onOpen }: { kind: MessageKind; unread: number; latest: TUserMessage | undefined; onOpen: () => void }) {
  const { t, i18n } = useTranslation('messaging');
  return (
    <button type="button" className="mall-message-kind" data-kind={kind} onClick={onOpen}>
      <Badge content={unread > 0 ? (unread > 99 ? '99+' : String(unread)) : undefined}>
        <MessageKindIcon kind={kind} />
      </Badge>
      <span className="mall-message-kind-text">
        <span className="mall-message-kind-head">
          <strong className="mall-message-kind-name">{t(`kinds.${kind}`)}</strong>
          {latest && <time className="mall-message-time">{formatShortTime(latest.createdAt, i18n.language)}</time>}
        </span>
        <span className="mall-message-kind-preview">{latest ? latest.title : t('kindEmpty')}</span>
      </span>
    </button>
  );
}

/** A message in a list: unread dot, title, when, and the start of its text. */
export function MessageCard({ message, onOpen }: { message: TUserMessage; onOpen: () => void }) {
  const { t, i18n } = useTranslation('messaging');
  return (
    <button type="button" className="mall-card mall-message-card" data-message-id={message.id} data-read={message.read} onClick={onOpen}>
      <span className="mall-message-card-head">
        <MessageKindIcon kind={message.kind} />
        <span className="mall-message-card-kind">{t(`kinds.${message.kind}`)}</span>
        <time className="mall-message-time">{formatShortTime(message.createdAt, i18n.language)}</time>
      </span>
      <span className="mall-message-card-title">
        {!message.read && <span className="mall-message-dot" aria-label={t('unread')} />}
        {message.title}
      </span>
      <span className="mall-message-card-content">{message.content}</span>
    </button>
  );
}
