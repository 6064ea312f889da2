// `npm run bench:chat`: chat delivery across instances, by hand (not in CI). Two production apps (bench/app-server.ts)
// on one PostgreSQL: instance A with its embedded database, instance B on A's database (DATABASE_URL). 1,000
// shoppers each hold a socket on B, as the web app does (subprotocol `mall.v1` with the token, a heartbeat every
// 3 s). Then shoppers send `chat/reply` through A at BENCH_RATE (100) a second for BENCH_SECONDS (30), in an open
// loop; each message reaches its sender's socket on B through PostgreSQL's NOTIFY and B's hub. Measured:
//  latency: from the send leaving the client to the push arriving on B's socket, p50 / p99 (target p99 <= 100 ms);
//           and the send's own answer time from A;
//  memory:  B's heap after a full collection before the sockets and with 1,000 idle sockets (after 15 s of
//           heartbeats only), per socket; and its resident memory.
// Every push is checked: each message arrives once, on its own sender's socket, in sequence order.
// Settings: BENCH_PORT (8141; B is the next port), BENCH_PG_PORT (5541), BENCH_SOCKETS (1000), BENCH_RATE,
// BENCH_SECONDS, BENCH_DATA_DIR (keep A's database). Results are printed and written to bench/results/chat.json.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import WebSocket from 'ws';
import { CHAT_PROTOCOL, type ChatSocketPush } from '@mall/contract/chat/chat-fields';
import { apiClient, inTurns, summary } from './api-load.ts';
import { startBenchServer } from './app-server.ts';
import { prepareShoppers, type Shopper } from './bench-data.ts';

const PORT_A = Number(process.env.BENCH_PORT ?? 8141);
const PORT_B = PORT_A + 1;
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 5541);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const RATE = Number(process.env.BENCH_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const HEARTBEAT_MS = 3_000;
const IDLE_SECONDS = 15;
const TARGET_P99_MS = 100;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Connected {
  shopper: Shopper;
  conversationId: number;
  ws: WebSocket;
  lastSeq: number;
}

async function main() {
  const a = await startBenchServer({ port: PORT_A, pgPort: PG_PORT, dataDir: process.env.BENCH_DATA_DIR, jobs: false });
  const b = await startBenchServer({ port: PORT_B, pgPort: PG_PORT + 1, jobs: false, env: { DATABASE_URL: a.databaseUrl } });
  const { connectDatabase } = await import('../apps/server/src/platform/database.ts');
  const { createSession } = await import('../apps/server/src/modules/account/session.service.ts');
  const db = connectDatabase(a.databaseUrl, 4);
  const q = <R extends object>(text: string, values: unknown[] = []) => db.$client.query<R>(text, values).then((r) => r.rows);
  const { must } = apiClient(PORT_A);
  const sockets: Connected[] = [];
  try {
    const shoppers = await prepareShoppers(q, SOCKETS, async (id) => (await createSession(db, { accountId: id, appType: 'h5' })).token);
    const shops = await q<{ id: number }>(`select id from shop where status = 'open' order by id limit 20`);
    const conversations = await inTurns(shoppers, 20, async (shopper) => {
      const started = await must<{ conversation: { conversationId: number } }>('chat/start', { shopId: shops[shopper.id % shops.length]!.id }, shopper.token);
      return started.conversation.conversationId;
    });

    const before = await b.memory();
    const sent = new Map<string, number>();
    const latencies: number[] = [];
    const problems: string[] = [];
    let pushes = 0;
    await inTurns(
      shoppers.map((shopper, i) => ({ shopper, conversationId: conversations[i]! })),
      50,
      ({ shopper, conversationId }) =>
        new Promise<void>((resolve, reject) => {
          const ws = new WebSocket(`ws://127.0.0.1:${PORT_B}/api/jhyl/osm/v1/ws?client_key=User/${shopper.id}`, [CHAT_PROTOCOL, shopper.token]);
          const c: Connected = { shopper, conversationId, ws, lastSeq: 0 };
          ws.on('message', (data) => {
            const push = JSON.parse(String(data)) as ChatSocketPush;
            if (push.command !== 'message') return;
            pushes++;
            const at = performance.now();
            const started = sent.get(push.message.clientMessageId);
            if (started === undefined) problems.push(`a push nobody sent: ${push.message.clientMessageId}`);
            else latencies.push(at - started);
            sent.delete(push.message.clientMessageId);
            if (push.conversationId !== conversationId) problems.push(`a push of conversation ${push.conversationId} on the socket of ${conversationId}`);
            if (push.message.seq !== c.lastSeq + 1) problems.push(`conversation ${conversationId}: seq ${push.message.seq} after ${c.lastSeq}`);
            c.lastSeq = push.message.seq;
          });
          ws.once('open', () => {
            sockets.push(c);
            resolve();
          });
          ws.once('error', reject);
        }),
    );
    const beat = setInterval(() => {
      for (const s of sockets) if (s.ws.readyState === WebSocket.OPEN) s.ws.send('{"command":"heartbeat"}');
    }, HEARTBEAT_MS);
    console.log(`${sockets.length} sockets open on instance B; idle for ${IDLE_SECONDS} s`);
    await sleep(IDLE_SECONDS * 1000);
    const idle = await b.memory();

    console.log(`sending ${RATE} messages a second through instance A for ${SECONDS} s`);
    const answers: number[] = [];
    let failed = 0;
    const inFlight = new Set<Promise<void>>();
    const started = performance.now();
    for (let i = 0; i < RATE * SECONDS; i++) {
      const due = started + (i * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const s = sockets[i % sockets.length]!;
      const clientMessageId = `bench-${randomBytes(8).toString('hex')}`;
      const at = performance.now();
      sent.set(clientMessageId, at);
      const p = fetch(`http://127.0.0.1:${PORT_A}/api/jhyl/osm/v1/chat/reply`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'T-token': s.shopper.token, 'T-lang': 'en' },
        body: JSON.stringify({ conversationId: s.conversationId, clientMessageId, type: 'text', text: `message ${i}` }),
      })
        .then(async (res) => {
          const envelope = (await res.json()) as { code: number };
          if (envelope.code !== 1000) failed++;
          answers.push(performance.now() - at);
        })
        .catch(() => void failed++)
        .finally(() => inFlight.delete(p));
      inFlight.add(p);
    }
    await Promise.all(inFlight);
    await sleep(2_000);
    clearInterval(beat);
    const loaded = await b.memory();
    if (sent.size > 0) problems.push(`${sent.size} messages never reached their socket`);

    const delivery = summary(latencies);
    const result = {
      date: new Date().toISOString().slice(0, 10),
      sockets: sockets.length,
      rate: RATE,
      seconds: SECONDS,
      sends: RATE * SECONDS,
      failedSends: failed,
      pushes,
      deliveryMs: delivery,
      sendAnswerMs: summary(answers),
      memoryMb: { heapBefore: Math.round(before.heapUsedMb), heapIdleSockets: Math.round(idle.heapUsedMb), rssBefore: Math.round(before.rssMb), rssIdleSockets: Math.round(idle.rssMb), rssAfterLoad: Math.round(loaded.rssMb) },
      // The heap is what sockets hold in the app (their objects and buffers), measured after a full collection.
      kbPerIdleSocket: Math.round(((idle.heapUsedMb - before.heapUsedMb) * 1024) / Math.max(1, sockets.length)),
      problems: problems.slice(0, 20),
      met: delivery.p99 <= TARGET_P99_MS && problems.length === 0 && failed === 0,
    };
    console.log(JSON.stringify(result, null, 2));
    fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
    fs.writeFileSync(path.join(import.meta.dirname, 'results', 'chat.json'), `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    for (const s of sockets) s.ws.terminate();
    await db.$client.end();
    await b.stop();
    await a.stop();
  }
}

await main();
