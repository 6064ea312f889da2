import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import { inArray } from 'drizzle-orm';
import type { WebSocket } from 'ws';
import { CHAT_PROTOCOL, CHAT_SOCKET_PATH, type ChatSocketPush } from '@mall/contract/chat/chat-fields';
import { API_BASE } from '@mall/contract/platform/api';
import { APP_TYPES, WEB_APP_TYPE } from '@mall/contract/platform/headers';
import { toLang, type Lang } from '@mall/contract/platform/languages';
import { SESSION_ENDED_CHANNEL } from '../../platform/access.ts';
import type { Deps } from '../../platform/deps.ts';
import { chatMessage } from './chat.tables.ts';
import { toMessage } from './chat-view.ts';
import { shopperUnreadTotal, staffUnreadTotal } from './conversations.ts';
import { CHAT_READ_CHANNEL, type ChatReadSignal } from './read-marks.ts';
import { CHAT_MESSAGE_CHANNEL, type ChatMessageSignal } from './send-message.ts';

/**
 * The spec's WebSocket (section 4): `GET /api/jhyl/osm/v1/ws?client_key=User/{userId}`. The session token comes as
 * the second subprotocol (`new WebSocket(url, ['mall.v1', token])`, answered `mall.v1`) or the T-token header, the
 * app type as `appType` in the query or the T-appType header. Each instance keeps a hub of its sockets; what
 * happens in PostgreSQL reaches every instance's hub through the event bus (LISTEN/NOTIFY) and is pushed to the
 * sockets of the people in the conversation. The socket only pushes: sending and catching up are calls.
 */

/** A socket idle this long without a heartbeat is closed. */
const IDLE_MS = 45_000;
/** Who a socket may hear for is read again at a heartbeat after this long (staff rights change rarely). */
const RIGHTS_MS = 30_000;
/**
 * A socket's session is read again at a heartbeat after this long. Logins that replace it and logouts are pushed on
 * the bus and close it at once; this catches what is not (an expiry), without a query for every heartbeat of every
 * socket (a thousand sockets beat 333 times a second).
 */
const SESSION_MS = 30_000;
/** Close codes: the spec's 1008 for a session ended or replaced; 4001 for an idle socket. */
const CLOSE_SESSION = 1008;
const CLOSE_IDLE = 4001;

interface Client {
  socket: WebSocket;
  accountId: number;
  token: string;
  appType: string;
  lang: Lang;
  shops: Set<number>;
  operator: boolean;
  lastBeat: number;
  rightsAt: number;
  sessionAt: number;
}

/** The sockets of one instance, by account, by shop (staff holding the chat right) and for operators. */
class ChatHub {
  readonly byAccount = new Map<number, Set<Client>>();
  readonly byShop = new Map<number, Set<Client>>();
  readonly operators = new Set<Client>();

  add(c: Client): void {
    let mine = this.byAccount.get(c.accountId);
    if (!mine) this.byAccount.set(c.accountId, (mine = new Set()));
    mine.add(c);
    this.index(c);
  }

  remove(c: Client): void {
    const mine = this.byAccount.get(c.accountId);
    mine?.delete(c);
    if (mine?.size === 0) this.byAccount.delete(c.accountId);
    this.unindex(c);
  }

  /** Re-files a client whose shops or operator role were read again. */
  refile(c: Client, shops: Set<number>, operator: boolean): void {
    this.unindex(c);
    c.shops = shops;
    c.operator = operator;
    this.index(c);
  }

  private index(c: Client): void {
    for (const shopId of c.shops) {
      let set = this.byShop.get(shopId);
      if (!set) this.byShop.set(shopId, (set = new Set()));
      set.add(c);
    }
    if (c.operator) this.operators.add(c);
  }

  private unindex(c: Client): void {
    for (const shopId of c.shops) {
      const set = this.byShop.get(shopId);
      set?.delete(c);
      if (set?.size === 0) this.byShop.delete(shopId);
    }
    this.operators.delete(c);
  }

  /** The sockets of the people in a conversation: its shopper, and its shop's staff or the platform's operators. */
  recipients(shopperId: number, shopId: number | null): Set<Client> {
    const out = new Set<Client>(this.byAccount.get(shopperId) ?? []);
    for (const c of shopId === null ? this.operators : (this.byShop.get(shopId) ?? [])) out.add(c);
    return out;
  }

  all(): Client[] {
    return [...this.byAccount.values()].flatMap((s) => [...s]);
  }
}

function push(c: Client, data: ChatSocketPush | string): void {
  if (c.socket.readyState === 1) c.socket.send(typeof data === 'string' ? data : JSON.stringify(data));
}

/** The token and app type a socket's upgrade request carries. */
function credentialsOf(req: FastifyRequest): { token: string | undefined; appType: string } {
  const protocols = String(req.headers['sec-websocket-protocol'] ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const query = req.query as Record<string, string | undefined>;
  const token = protocols[0] === CHAT_PROTOCOL && protocols[1] ? protocols[1] : req.ctx.token;
  const named = query.appType ?? (req.headers['t-apptype'] as string | undefined);
  return { token, appType: named ?? WEB_APP_TYPE };
}

/** A request from a page of another site is refused; one with no Origin (an app, a server) is not a browser's. */
function foreignOrigin(req: FastifyRequest): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== req.headers.host;
  } catch {
    return true;
  }
}

export async function chatSocket(app: FastifyInstance, deps: Deps): Promise<void> {
  const hub = new ChatHub();
  const { db, access } = deps;

  async function whoMayHear(accountId: number): Promise<{ shops: Set<number>; operator: boolean }> {
    const [shops, roles] = await Promise.all([access.shopsWithRight(accountId, 'chat'), access.operatorRoles(accountId)]);
    return { shops: new Set(shops), operator: roles.includes('support') || roles.includes('admin') };
  }

  /**
   * Whether the client's session still stands; if not, the socket is closed as the spec's 1008. Read from the
   * database, not from what the instance keeps: it runs when the bus says a session ended, maybe before the keeper
   * has heard.
   */
  async function sessionStands(c: Client): Promise<boolean> {
    const found = await access.resolveSession(c.token, c.appType, true);
    if (found.state === 'live' && found.accountId === c.accountId) return true;
    c.socket.close(CLOSE_SESSION, found.state === 'replaced' ? 'session replaced' : 'session ended');
    return false;
  }

  // Signals arrive in commit order, which is a conversation's number order; each message is read before it is
  // pushed, so a conversation's pushes wait for each other and go out in that order.
  const pending = new Map<number, Promise<void>>();
  function inOrder(conversationId: number, work: () => Promise<void>): void {
    const next = (pending.get(conversationId) ?? Promise.resolve())
      .then(work)
      .catch((err: unknown) => deps.log.warn({ err }, 'a chat message could not be pushed; clients catch up by chat/record'));
    pending.set(conversationId, next);
    void next.then(() => {
      if (pending.get(conversationId) === next) pending.delete(conversationId);
    });
  }

  const unsubscribe = [
    deps.events.subscribe(CHAT_MESSAGE_CHANNEL, (payload) => {
      const s = payload as ChatMessageSignal;
      const to = hub.recipients(s.shopperId, s.shopId);
      if (to.size === 0) return;
      inOrder(s.conversationId, async () => {
        const [row] = await db.select().from(chatMessage).where(inArray(chatMessage.id, [s.messageId]));
        if (!row) return;
        const byLang = new Map<Lang, string>();
        for (const c of to) {
          let text = byLang.get(c.lang);
          if (!text) byLang.set(c.lang, (text = JSON.stringify({ command: 'message', conversationId: s.conversationId, message: toMessage(row, c.lang) } satisfies ChatSocketPush)));
          push(c, text);
        }
      });
    }),
    deps.events.subscribe(CHAT_READ_CHANNEL, (payload) => {
      const s = payload as ChatReadSignal;
      const to = s.side === 'shopper' ? (hub.byAccount.get(s.shopperId) ?? new Set()) : s.side === 'shop' ? (hub.byShop.get(s.shopId ?? -1) ?? new Set()) : hub.operators;
      if (to.size === 0) return;
      void (async () => {
        const unreadTotal =
          s.side === 'shopper'
            ? await shopperUnreadTotal(db, s.shopperId)
            : await staffUnreadTotal(db, s.side === 'shop' ? { side: 'shop', accountId: 0, shopId: s.shopId! } : { side: 'platform', accountId: 0 });
        const text = JSON.stringify({ command: 'read', conversationId: s.conversationId, side: s.side, readSeq: s.readSeq, unreadTotal } satisfies ChatSocketPush);
        for (const c of to) push(c, text);
      })().catch((err: unknown) => deps.log.warn({ err }, 'a chat read mark could not be pushed'));
    }),
    deps.events.subscribe(SESSION_ENDED_CHANNEL, (payload) => {
      const s = payload as { accountId: number; appType: string };
      for (const c of hub.byAccount.get(s.accountId) ?? []) {
        if (c.appType === s.appType) void sessionStands(c).catch(() => {});
      }
    }),
  ];

  const idle = setInterval(() => {
    const now = Date.now();
    for (const c of hub.all()) if (now - c.lastBeat > IDLE_MS) c.socket.close(CLOSE_IDLE, 'no heartbeat');
  }, 5_000);
  idle.unref();

  app.addHook('onClose', async () => {
    clearInterval(idle);
    for (const u of unsubscribe) u();
    for (const c of hub.all()) c.socket.terminate();
  });

  // In a context of its own: the plugin hooks every request of its context (decisions, "Plugins that hook every
  // request live in the context of the routes that need them").
  await app.register(async (scope) => {
    await scope.register(websocket, {
      options: {
        maxPayload: 4_096,
        handleProtocols: (protocols: Set<string>) => (protocols.has(CHAT_PROTOCOL) ? CHAT_PROTOCOL : false),
      },
    });

    const rightsOf = new WeakMap<FastifyRequest, { shops: Set<number>; operator: boolean }>();
    /** Upgrades whose session a login elsewhere replaced: opened only to be closed with 1008 (see admit). */
    const replaced = new WeakSet<FastifyRequest>();

    /** Refuses the upgrade (an HTTP answer, before any socket exists) unless the caller is who client_key says. */
    async function admit(req: FastifyRequest, reply: FastifyReply): Promise<void> {
      if (foreignOrigin(req)) return void reply.code(403).send({ success: false, code: 1003, message: 'foreign origin', data: null });
      const { token, appType } = credentialsOf(req);
      if (!token || !(APP_TYPES as readonly string[]).includes(appType)) return void reply.code(401).send({ success: false, code: 1002, message: 'not logged in', data: null });
      const found = await access.resolveSession(token, appType);
      // A browser cannot read the answer of a refused upgrade, only a close code: a replaced session is let through
      // to be closed at once with the spec's 1008, so the page logs out as it does when the socket was open.
      if (found.state === 'replaced') return void replaced.add(req);
      if (found.state !== 'live') return void reply.code(401).send({ success: false, code: 1002, message: 'not logged in', data: null });
      const key = (req.query as Record<string, string | undefined>).client_key ?? '';
      if (key !== `User/${found.accountId}`) return void reply.code(403).send({ success: false, code: 1003, message: 'client_key is not yours', data: null });
      req.ctx.userId = found.accountId;
      req.ctx.sessionId = found.sessionId;
      // Read before the upgrade, so a socket is filed under its shops the moment the client sees it open.
      rightsOf.set(req, await whoMayHear(found.accountId));
    }

    scope.get(`${API_BASE}/${CHAT_SOCKET_PATH}`, { websocket: true, preValidation: admit }, (socket, req) => {
      if (replaced.has(req)) return socket.close(CLOSE_SESSION, 'session replaced');
      const { token, appType } = credentialsOf(req);
      const accountId = req.ctx.userId!;
      const query = req.query as Record<string, string | undefined>;
      const now = Date.now();
      const rights = rightsOf.get(req) ?? { shops: new Set<number>(), operator: false };
      const c: Client = { socket, accountId, token: token!, appType, lang: toLang(query.lang ?? req.ctx.lang), ...rights, lastBeat: now, rightsAt: now, sessionAt: now };
      hub.add(c);
      socket.on('close', () => hub.remove(c));
      socket.on('message', (data) => {
        let command: unknown;
        try {
          command = (JSON.parse(String(data)) as { command?: unknown }).command;
        } catch {
          return;
        }
        if (command !== 'heartbeat') return;
        c.lastBeat = Date.now();
        void (async () => {
          if (Date.now() - c.sessionAt > SESSION_MS) {
            if (!(await sessionStands(c))) return;
            c.sessionAt = Date.now();
          }
          if (Date.now() - c.rightsAt > RIGHTS_MS) {
            const { shops, operator } = await whoMayHear(accountId);
            c.rightsAt = Date.now();
            hub.refile(c, shops, operator);
          }
          push(c, { command: 'heartbeat' });
        })().catch((err: unknown) => deps.log.warn({ err }, 'a chat heartbeat failed'));
      });
    });
  });
}
