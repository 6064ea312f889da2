import { useEffect, useId, useRef, useState } from 'react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { CHAT_PROTOCOL, CHAT_SOCKET_PATH, CHAT_TEXT_MAX, type TChatMessage } from '@mall/contract/chat/chat-fields';
import { API_BASE } from '@mall/contract/platform/api';
import { ChatSocket } from '../shared/chat/chat-socket.ts';
import { addToThread, visibleMessages, type ChatThread } from '../shared/chat/message-merge.ts';
import { newClientMessageId } from '../shared/chat/client-message-id.ts';
import { isForbidden } from './console-helpers.ts';
import { formatDateTime, useConsoleText } from './console-i18n.ts';
import { endConsoleSession, readConsoleSession } from './console-session.ts';
import { LoadFailure, NotOperator, usePageTitle } from './console-shell.tsx';
import { CONSOLE_APP_TYPE } from './console-transport.ts';
import {
  addPlatformMessage,
  chatListsKey,
  chatThreadsKey,
  markPlatformRead,
  olderPlatformPage,
  platformConversationsQuery,
  platformThreadQuery,
  replyAsPlatform,
} from './chat-queries.ts';
import './chat.css';

/** The operators' socket: the console's own session (`appType=console`), live while the chat screen is open. */
function usePlatformSocket(lang: string) {
  const client = useQueryClient();
  useEffect(() => {
    const socket = new ChatSocket({
      target: () => {
        const session = readConsoleSession();
        const userId = session?.userId;
        if (!session || userId === undefined) return undefined;
        const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
        const q = new URLSearchParams({ client_key: `User/${userId}`, appType: CONSOLE_APP_TYPE, lang });
        return { url: `${scheme}//${location.host}${API_BASE}/${CHAT_SOCKET_PATH}?${q.toString()}`, protocols: [CHAT_PROTOCOL, session.token] };
      },
      onPush: (push) => {
        if (push.command === 'message') addPlatformMessage(client, push.message);
        void client.invalidateQueries({ queryKey: chatListsKey });
      },
      onOpen: () => {
        void client.invalidateQueries({ queryKey: chatThreadsKey });
        void client.invalidateQueries({ queryKey: chatListsKey });
      },
      onSessionEnded: () => endConsoleSession('replaced'),
    });
    socket.start();
    return () => socket.stop();
  }, [client, lang]);
}

function Thread({ conversationId, title }: { conversationId: number; title: string }) {
  const { lang, t } = useConsoleText();
  const client = useQueryClient();
  const options = platformThreadQuery(conversationId, lang);
  const thread = useQuery(options);
  const [text, setText] = useState('');
  const [failed, setFailed] = useState<{ id: string; text: string } | undefined>();
  const [busy, setBusy] = useState(false);
  const marked = useRef(0);
  const end = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const messages = thread.data ? visibleMessages(thread.data.messages) : [];
  const lastSeq = messages[messages.length - 1]?.seq ?? 0;

  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
    if (lastSeq > marked.current && document.visibilityState === 'visible') {
      marked.current = lastSeq;
      void markPlatformRead(conversationId, lastSeq, lang).then(
        () => void client.invalidateQueries({ queryKey: chatListsKey }),
        () => (marked.current = 0),
      );
    }
  }, [lastSeq, conversationId, lang, client]);

  async function send(id: string, body: string) {
    setBusy(true);
    try {
      const message: TChatMessage = await replyAsPlatform(conversationId, id, body, lang);
      addPlatformMessage(client, message);
      void client.invalidateQueries({ queryKey: chatListsKey });
      setFailed(undefined);
    } catch {
      setFailed({ id, text: body });
    } finally {
      setBusy(false);
    }
  }

  async function older() {
    const first = thread.data?.messages[0];
    if (!first) return;
    const page = await olderPlatformPage(conversationId, first.seq, lang);
    client.setQueryData<ChatThread>(options.queryKey, (held) => addToThread(held, page.list, page.hasMore));
  }

  if (thread.isPending) return <p role="status">{t('chat.loading')}</p>;
  if (thread.isError) return <LoadFailure error={thread.error} onRetry={() => void thread.refetch()} />;
  return (
    <section className="pc-card pc-chat-thread" aria-labelledby="pc-chat-title" data-testid="platform-chat-thread">
      <h2 id="pc-chat-title" className="pc-chat-title">
        {title}
      </h2>
      <div className="pc-chat-messages" role="log" aria-label={t('chat.messages')} tabIndex={0}>
        {thread.data.hasOlder && (
          <button type="button" className="pc-button" onClick={() => void older()}>
            {t('chat.older')}
          </button>
        )}
        {messages.map((m) => (
          <div key={m.seq} className={`pc-chat-message${m.side === 'platform' ? ' is-mine' : ''}${m.side === 'system' ? ' is-notice' : ''}`} data-side={m.side}>
            <span className="pc-chat-meta">
              {m.side === 'shopper' ? title : t(`chat.sides.${m.side}`)} · {formatDateTime(m.createdAt, lang)}
            </span>
            <span className="pc-chat-body">{m.type === 'text' || m.type === 'notice' ? m.text : m.type === 'image' ? t('chat.kinds.image') : m.type === 'goods' ? t('chat.kinds.goods') : `${t('chat.kinds.order')} ${m.orderNo ?? ''}`}</span>
          </div>
        ))}
        <div ref={end} />
      </div>
      {failed && (
        <p className="pc-chat-failed" role="alert">
          {t('chat.notSent')}{' '}
          <button type="button" className="pc-button" disabled={busy} onClick={() => void send(failed.id, failed.text)}>
            {t('chat.retry')}
          </button>
        </p>
      )}
      <form
        className="pc-chat-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (!/\S/.test(text) || busy) return;
          const body = text.trim();
          setText('');
          void send(newClientMessageId(), body);
        }}
      >
        <label htmlFor={inputId} className="pc-visually-hidden">
          {t('chat.reply')}
        </label>
        <textarea
          id={inputId}
          className="pc-chat-input"
          rows={2}
          maxLength={CHAT_TEXT_MAX}
          value={text}
          placeholder={t('chat.replyPlaceholder')}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              e.currentTarget.form?.requestSubmit();
            }
          }}
        />
        <button type="submit" className="pc-button pc-button--primary" disabled={busy || !/\S/.test(text)}>
          {t('chat.send')}
        </button>
      </form>
    </section>
  );
}

/** The shoppers' conversations with the platform: the list (unread first seen by the count), and one to answer (`?c=`). */
export function ChatPage() {
  const { lang, t } = useConsoleText();
  const [search, setSearch] = useSearchParams();
  const query = useInfiniteQuery(platformConversationsQuery(lang));
  usePageTitle(t('chat.title'));
  usePlatformSocket(lang);
  if (isForbidden(query.error)) return <NotOperator />;
  const rows = query.data?.pages.flatMap((p) => p.list) ?? [];
  const selected = Number(search.get('c')) || undefined;
  const current = rows.find((r) => r.conversationId === selected);

  return (
    <div className="pc-page" data-page="platform/chat">
      <div className="pc-page-head">
        <h1 tabIndex={-1}>{t('chat.title')}</h1>
      </div>
      <div className="pc-chat">
        <section className="pc-card pc-chat-list" aria-label={t('chat.conversations')}>
          {query.isPending ? (
            <p role="status">{t('chat.loading')}</p>
          ) : query.isError && rows.length === 0 ? (
            <LoadFailure error={query.error} onRetry={() => void query.refetch()} />
          ) : rows.length === 0 ? (
            <p className="pc-muted">{t('chat.empty')}</p>
          ) : (
            <ul>
              {rows.map((c) => (
                <li key={c.conversationId}>
                  <button
                    type="button"
                    className="pc-chat-row"
                    aria-current={c.conversationId === selected ? 'true' : undefined}
                    onClick={() => setSearch({ c: String(c.conversationId) })}
                    data-testid="platform-chat-conversation"
                    data-unread={c.unread}
                  >
                    <span className="pc-chat-row-title">{c.title}</span>
                    {c.unread > 0 && <span className="pc-badge pc-badge--pending">{t('chat.unreadCount', { count: c.unread })}</span>}
                    <span className="pc-chat-row-preview pc-muted">{c.lastMessage?.text ?? ''}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {query.hasNextPage && (
            <button type="button" className="pc-button pc-button--block" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
              {t('chat.more')}
            </button>
          )}
        </section>
        {selected ? (
          <Thread key={selected} conversationId={selected} title={current?.title ?? ''} />
        ) : (
          // Nothing to choose from while the list is empty: its own line says so.
          rows.length > 0 && <p className="pc-muted pc-chat-pick">{t('chat.pick')}</p>
        )}
      </div>
    </div>
  );
}
