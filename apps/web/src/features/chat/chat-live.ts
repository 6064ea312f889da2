import type { QueryClient } from '@tanstack/react-query';
import { CHAT_PROTOCOL, CHAT_SOCKET_PATH, type ChatSocketPush } from '@mall/contract/chat/chat-fields';
import { API_BASE } from '@mall/contract/platform/api';
import { ENVELOPE_CODE } from '@mall/contract/platform/envelope-codes';
import { i18n } from '../../shared/i18n/i18n.ts';
import { currentLang } from '../../shared/session/preferences.ts';
import { clearLogin, readSession, subscribeSession } from '../../shared/session/session-store.ts';
import { decideFailure } from '../../shared/transport/decide-failure.ts';
import { transportEffects } from '../../shared/transport/transport-effects.ts';
import { ChatSocket, type SocketFactory } from '../../shared/chat/chat-socket.ts';
import { applyMessage, applyShopperRead, refreshAfterConnect, refreshListsAfterMessage } from './chat-queries.ts';

/** Where the socket of a logged-in user connects (spec 7: `{host}/api/jhyl/osm/v1/ws?client_key=User/{userId}`). */
export function chatSocketTarget(): { url: string; protocols: string[] } | undefined {
  const token = readSession('token');
  const userId = readSession('userId');
  if (!token || !userId || typeof location === 'undefined') return undefined;
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const query = new URLSearchParams({ client_key: `User/${userId}`, lang: currentLang() });
  // The token travels as the second subprotocol: a browser's WebSocket can send no header of its own.
  return { url: `${scheme}//${location.host}${API_BASE}/${CHAT_SOCKET_PATH}?${query.toString()}`, protocols: [CHAT_PROTOCOL, token] };
}

/** The socket closed with 1008: handled as a call answered 1008 is (spec 8): the session goes, home, a toast. */
export function sessionReplaced(): void {
  const effects = transportEffects();
  const decision = decideFailure(
    { kind: 'response', status: 401, code: ENVELOPE_CODE.SESSION_REPLACED },
    { autoShowError: true, currentPath: effects.currentPath(), text: (key) => i18n.t(`request.${key}`, { ns: 'common' }) },
  );
  if (decision.navigate) effects.navigate(decision.navigate.to, { replace: decision.navigate.replace });
  if (decision.clearSession) clearLogin();
  if (decision.toast) effects.toast(decision.toast);
}

/** What a push changes in the caches: a message is added once to its thread, a read mark moves the badges. */
export function applyPush(client: QueryClient, push: ChatSocketPush): void {
  if (push.command === 'message') {
    applyMessage(client, push.conversationId, push.message);
    refreshListsAfterMessage(client);
  } else if (push.command === 'read') {
    if (push.side === 'shopper') applyShopperRead(client, push.conversationId, push.readSeq, push.unreadTotal);
    else refreshListsAfterMessage(client);
  }
}

let live: { socket: ChatSocket; stop: () => void } | undefined;

/**
 * Opens the chat socket for the logged-in user and keeps it for the session: a login elsewhere in the tab or another
 * tab (a new token) reconnects with the new one, a logout closes it. After the spec's attempts are spent, it is tried
 * again when the browser comes back online or the tab is shown again. Loaded lazily by the shell once someone is
 * logged in, so none of it is on a visitor's first screen.
 */
export function startChatLive(client: QueryClient, create?: SocketFactory): () => void {
  if (live) return live.stop;
  const socket = new ChatSocket({
    target: chatSocketTarget,
    create,
    onPush: (push) => applyPush(client, push),
    onOpen: () => refreshAfterConnect(client),
    onSessionEnded: sessionReplaced,
  });
  let token = readSession('token');
  const unsubscribe = subscribeSession(() => {
    const next = readSession('token');
    if (next === token) return;
    token = next;
    socket.stop();
    if (next) socket.start();
  });
  const wake = () => {
    if (typeof document === 'undefined' || document.visibilityState === 'visible') socket.start();
  };
  window.addEventListener('online', wake);
  document.addEventListener('visibilitychange', wake);
  if (token) socket.start();
  const stop = () => {
    unsubscribe();
    window.removeEventListener('online', wake);
    document.removeEventListener('visibilitychange', wake);
    socket.stop();
    live = undefined;
  };
  live = { socket, stop };
  return stop;
}

/** Opens the socket again if it had given up (a chat page opening wants it live). */
export function wakeChatSocket(): void {
  live?.socket.start();
}
