import type { ChatSocketPush } from '@mall/contract/chat/chat-fields';

/** Spec 4 and 9: the chat socket's timings. */
export const CHAT_SOCKET_TIMINGS = {
  /** The heartbeat is sent this long after the socket opens (and after each answer). */
  heartbeatDelayMs: 3_000,
  /** No answer to a heartbeat within this long: the socket is closed (and reconnects). */
  replyTimeoutMs: 15_000,
  /** After an error or a close, the next attempt is made this long later. */
  reconnectDelayMs: 5_000,
  /** On the third attempt the counter resets and the socket stays closed (until woken again). */
  maxAttempts: 3,
} as const;

/** The spec's close code for a session ended or replaced by a login elsewhere. */
export const CLOSE_SESSION_REPLACED = 1008;

/** The part of the browser's WebSocket the client uses (a fake one in tests). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onclose: ((ev: { code: number }) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}
export type SocketFactory = (url: string, protocols: string[]) => SocketLike;

export interface ChatSocketOptions {
  /** Where to connect and with which subprotocols; undefined when nobody is logged in (nothing is opened). */
  target: () => { url: string; protocols: string[] } | undefined;
  create?: SocketFactory;
  /** A push from the server (not heartbeat answers). */
  onPush: (push: ChatSocketPush) => void;
  /** The socket opened: it is subscribed, so this is when to catch up by `chat/record`. */
  onOpen?: () => void;
  /** Closed with 1008: the session was replaced; no reconnect. */
  onSessionEnded?: () => void;
}

export type ChatSocketState = 'idle' | 'connecting' | 'open' | 'waiting';

/**
 * The spec's socket (section 4): opened when logged in; a heartbeat 3 s after opening (and 3 s after each answer);
 * no answer within 15 s closes it; an error or a close reconnects after 5 s; when the third attempt fails too, the
 * counter resets and the socket stays closed until `start` is called again (the tab becomes visible, the browser
 * goes online, a chat page opens, a login). A successful open resets the counter. 1008 ends it for good.
 */
export class ChatSocket {
  private socket: SocketLike | undefined;
  private heartbeatTimer: ReturnType<typeof setTimeout> | undefined;
  private replyTimer: ReturnType<typeof setTimeout> | undefined;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  /** Reconnect attempts since the last successful open. */
  private attempts = 0;
  private current: ChatSocketState = 'idle';
  private readonly create: SocketFactory;

  constructor(private readonly options: ChatSocketOptions) {
    this.create = options.create ?? ((url, protocols) => new WebSocket(url, protocols) as unknown as SocketLike);
  }

  get state(): ChatSocketState {
    return this.current;
  }

  /** The reconnect attempts counted so far (for tests and diagnostics). */
  get attemptCount(): number {
    return this.attempts;
  }

  /** Opens the socket unless it is open, opening or about to retry. */
  start(): void {
    if (this.current !== 'idle') return;
    this.attempts = 0;
    this.connect();
  }

  /** Closes the socket for good (logout, a new session): no reconnect. */
  stop(): void {
    this.clearTimers();
    this.current = 'idle';
    const socket = this.socket;
    this.socket = undefined;
    if (socket) {
      this.detach(socket);
      socket.close(1000, 'stopped');
    }
  }

  private connect(): void {
    const target = this.options.target();
    if (!target) {
      this.current = 'idle';
      return;
    }
    this.current = 'connecting';
    let socket: SocketLike;
    try {
      socket = this.create(target.url, target.protocols);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.current = 'open';
      this.attempts = 0;
      this.scheduleHeartbeat();
      this.options.onOpen?.();
    };
    socket.onmessage = (ev) => {
      if (this.socket !== socket) return;
      // Any answer shows the socket alive: the reply timer stops and the next heartbeat is 3 s away.
      this.scheduleHeartbeat();
      let push: ChatSocketPush;
      try {
        push = JSON.parse(String(ev.data)) as ChatSocketPush;
      } catch {
        return;
      }
      if (push.command !== 'heartbeat') this.options.onPush(push);
    };
    socket.onerror = () => {
      // A close follows an error; the reconnect is decided there (once).
    };
    socket.onclose = (ev) => {
      if (this.socket !== socket) return;
      this.detach(socket);
      this.socket = undefined;
      this.clearTimers();
      if (ev.code === CLOSE_SESSION_REPLACED) {
        this.current = 'idle';
        this.options.onSessionEnded?.();
        return;
      }
      this.scheduleReconnect();
    };
  }

  private scheduleHeartbeat(): void {
    clearTimeout(this.heartbeatTimer);
    clearTimeout(this.replyTimer);
    this.replyTimer = undefined;
    this.heartbeatTimer = setTimeout(() => {
      const socket = this.socket;
      if (!socket) return;
      try {
        socket.send(JSON.stringify({ command: 'heartbeat' }));
      } catch {
        // A socket that cannot send closes; the close reconnects.
      }
      this.replyTimer = setTimeout(() => {
        if (this.socket === socket) this.closeSocket(socket);
      }, CHAT_SOCKET_TIMINGS.replyTimeoutMs);
    }, CHAT_SOCKET_TIMINGS.heartbeatDelayMs);
  }

  /** Closes a socket that stopped answering and goes on as its close would (a browser may be slow to report it). */
  private closeSocket(socket: SocketLike): void {
    this.detach(socket);
    this.socket = undefined;
    this.clearTimers();
    try {
      socket.close(4000, 'no heartbeat answer');
    } catch {
      // already closing
    }
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    this.attempts += 1;
    if (this.attempts > CHAT_SOCKET_TIMINGS.maxAttempts) {
      // The third attempt failed too: the counter resets and the socket stays closed.
      this.attempts = 0;
      this.current = 'idle';
      return;
    }
    this.current = 'waiting';
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      this.connect();
    }, CHAT_SOCKET_TIMINGS.reconnectDelayMs);
  }

  private detach(socket: SocketLike): void {
    socket.onopen = null;
    socket.onmessage = null;
    socket.onerror = null;
    socket.onclose = null;
  }

  private clearTimers(): void {
    clearTimeout(this.heartbeatTimer);
    clearTimeout(this.replyTimer);
    clearTimeout(this.reconnectTimer);
    this.heartbeatTimer = this.replyTimer = this.reconnectTimer = undefined;
  }
}
