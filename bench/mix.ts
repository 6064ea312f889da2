// `npm run bench:mix`: a realistic shopper mix at a fixed rate, by hand (not in CI). It starts the production app
// (jobs on, as one instance of a small deployment) on a PostgreSQL of its own, or on BENCH_DATA_DIR's (grow that one
// first with `npm run seed:scale`, with DATA_DIR pointing at it), and sends an open loop of requests at BENCH_RATE a
// second (200) for BENCH_SECONDS (60): browse home and categories, search, goods detail, cart add and view, buy-now
// checkout and commit, pay and confirm the payment, order lists and details, chat send and read, as logged-in shoppers (the generated
// shoppers of the scale data, with their order history, when there are any). It reports p50/p95/p99 per call
// against the README's targets, the processor time of the app and the database per request, the app's memory idle
// and under load, and with BENCH_STATEMENTS=1 how many statements each call runs (BENCH_STATEMENTS_OF=<call> lists
// that call's) and the statements that cost the database most.
// BENCH_RAMP=1 then raises the rate by BENCH_RAMP_STEP (100) a second every BENCH_STEP_SECONDS (20) until a call's p99 passes 100 ms,
// and reports the highest rate the mix sustained.
// BENCH_INSTANCES=2 runs a second whole instance (jobs, events and sweeps too) on the first one's database, sends each
// call to either at random (a buy-now's steps may cross), and after the mix checks that no work was lost or done
// twice: every answered commit's orders stored once, every answered payment made once (one payment per order), every
// confirmed payment's orders paid once (one paid payment, one move out of paying), every event of the run
// delivered to each subscriber once, every answered chat message stored once, and no session refused by either.
// BENCH_CPU_PROF=<folder> writes a CPU profile of each app instance there, setup and warm-up included (bench/app-server.ts).
// Results are printed and written to bench/results/mix.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { apiClient, inTurns, pick, summary } from './api-load.ts';
import { startBenchServer } from './app-server.ts';
import { prepareShoppers, statementStats, stockedSkus, type Query, type Shopper, type Sku } from './bench-data.ts';
import { cpuSeconds } from './process-cpu.ts';

const PORT = Number(process.env.BENCH_PORT ?? 8136);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 5536);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const STEP_SECONDS = Number(process.env.BENCH_STEP_SECONDS ?? 20);
const RAMP_STEP = Number(process.env.BENCH_RAMP_STEP ?? 100);
const SHOPPERS = 2_000;
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 1);
const { must } = apiClient(PORT);
// The instances a call may go to: the first, and with BENCH_INSTANCES=2 its twin on the next port.
const instances = INSTANCES === 2 ? [apiClient(PORT), apiClient(PORT + 1)] : [apiClient(PORT)];

/** What the instances answered during the mix, to hold against what the database kept (BENCH_INSTANCES=2). */
const answered = { orderIds: [] as number[], paidOrderIds: [] as number[], confirmedOrderIds: [] as number[], chatIds: [] as string[], sessionRefusals: 0 };

/** The p99 each call must keep at the mix's rate (README, "Targets"). */
const TARGETS: Record<string, number> = {
  home: 30,
  'category list': 30,
  search: 50,
  'goods detail': 30,
  'cart add': 60,
  'cart view': 30,
  checkout: 150,
  commit: 150,
  pay: 150,
  'pay confirm': 150,
  'order list': 30,
  'order detail': 30,
  'chat send': 30,
  'chat read': 30,
};

interface World {
  shoppers: (Shopper & { orderIds: number[]; conversationId: number })[];
  skus: Sku[];
  categoryIds: number[];
  keywords: string[];
}

type Step = {
  label: string;
  path: string;
  body: unknown;
  token: string;
  then?: (data: unknown) => Step | undefined;
  /** The orders a payment's confirmation pays, to hold against the database afterwards. */
  orderIds?: number[];
};

/**
 * The shopper confirms the sandbox payment with the signed package `payment/create` answered, as its page does: the
 * orders are paid and move on, as a shopper's would, instead of waiting out their pay time to be cancelled (which
 * filled the data with cancellations half an hour after every run).
 */
function confirmPayment(created: unknown, orderIds: number[], token: string): Step {
  const { orderInfo, data } = created as { orderInfo: { paymentNo: string }; data: Record<string, string> };
  return { label: 'pay confirm', path: 'saleorder/payment/execute', body: { paymentNo: orderInfo.paymentNo, ...data }, token, orderIds };
}

/** One shopper's next action, by the mix's weights (out of 100): `roll` picks it. */
function nextAction(w: World, roll = Math.random() * 100): Step {
  const s = pick(w.shoppers);
  if (roll < 10) return { label: 'home', path: 'mall/query/home/group', body: {}, token: s.token };
  if (roll < 25) return { label: 'category list', path: 'mall/query/category/goods', body: { categoryId: pick(w.categoryIds), pageNum: 1 + Math.floor(Math.random() * 3) }, token: s.token };
  if (roll < 37) return { label: 'search', path: 'mall/search', body: { keyword: pick(w.keywords) }, token: s.token };
  if (roll < 57) return { label: 'goods detail', path: 'mall/query/goods/detail', body: { goodsId: pick(w.skus).goodsId }, token: s.token };
  if (roll < 65) {
    const sku = pick(w.skus);
    return { label: 'cart add', path: 'cart/goods/add', body: { goodsId: sku.goodsId, skuId: sku.id, quantity: 1 }, token: s.token };
  }
  if (roll < 70) return { label: 'cart view', path: 'cart/goods/query', body: {}, token: s.token };
  if (roll < 74) {
    // Buy now: checkout, number, commit, pay, confirm, each timed as its own call, one after the other.
    const sku = pick(w.skus);
    return {
      label: 'checkout',
      path: 'saleorder/checkout/onegoods',
      body: { goodsId: sku.goodsId, skuId: sku.id, quantity: 1 },
      token: s.token,
      then: (c) => {
        const { checkoutId, payAmount } = c as { checkoutId: number; payAmount: number };
        return {
          label: 'checkout',
          path: 'saleorder/checkoutnumber',
          body: { checkoutId },
          token: s.token,
          then: (n) => ({
            label: 'commit',
            path: 'saleorder/commit',
            body: { checkoutId, checkoutNumber: (n as { checkoutNumber: string }).checkoutNumber, payAmount },
            token: s.token,
            then: (o) => {
              const { orderIds } = o as { orderIds: number[] };
              return {
                label: 'pay',
                path: 'saleorder/payment/create',
                body: { orderIds, payChannel: 4, requestKey: randomUUID() },
                token: s.token,
                then: (created) => confirmPayment(created, orderIds, s.token),
              };
            },
          }),
        };
      },
    };
  }
  if (roll < 84) return { label: 'order list', path: 'saleorder/query/all', body: { pageNum: 1 }, token: s.token };
  if (roll < 90 && s.orderIds.length > 0) return { label: 'order detail', path: 'saleorder/detail', body: { orderId: pick(s.orderIds) }, token: s.token };
  if (roll < 96) return { label: 'chat send', path: 'chat/reply', body: { conversationId: s.conversationId, clientMessageId: randomUUID(), type: 'text', text: 'Is this still in stock?' }, token: s.token };
  return { label: 'chat read', path: 'chat/record', body: { conversationId: s.conversationId }, token: s.token };
}

/** Sends the mix in an open loop at `rate` a second for `seconds`: a late answer never slows what is sent next. */
async function openLoop(w: World, rate: number, seconds: number) {
  const samples = new Map<string, number[]>();
  const failures = new Map<string, number>();
  const inFlight = new Set<Promise<void>>();
  const run = async (step: Step | undefined) => {
    while (step) {
      const r = await pick(instances).call(step.path, step.body, step.token);
      const list = samples.get(step.label) ?? [];
      list.push(r.ms);
      samples.set(step.label, list);
      if (r.envelope.code === 1001 || r.envelope.code === 1002) answered.sessionRefusals += 1;
      if (r.envelope.code === 1000) {
        if (step.label === 'commit') answered.orderIds.push(...(r.envelope.data as { orderIds: number[] }).orderIds);
        if (step.label === 'pay') answered.paidOrderIds.push(...(step.body as { orderIds: number[] }).orderIds);
        if (step.label === 'pay confirm') answered.confirmedOrderIds.push(...step.orderIds!);
        if (step.label === 'chat send') answered.chatIds.push((step.body as { clientMessageId: string }).clientMessageId);
      }
      if (r.envelope.code !== 1000) {
        failures.set(`${step.label} ${r.envelope.code}`, (failures.get(`${step.label} ${r.envelope.code}`) ?? 0) + 1);
        return;
      }
      step = step.then?.(r.envelope.data);
    }
  };
  const started = performance.now();
  for (let i = 0; i < rate * seconds; i += 1) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const p = run(nextAction(w)).finally(() => inFlight.delete(p));
    inFlight.add(p);
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - started) / 1000;
  const calls = Object.fromEntries([...samples].sort(([a], [b]) => a.localeCompare(b)).map(([label, ms]) => [label, { ...summary(ms), target: TARGETS[label] }]));
  const sent = [...samples.values()].reduce((n, ms) => n + ms.length, 0);
  return { rate, seconds, requestsPerSecond: Math.round(sent / elapsed), calls, failures: Object.fromEntries(failures), worstP99: Math.max(...Object.values(calls).map((c) => c.p99)) };
}

/** A roll inside each call's band of nextAction, to send that call alone (an order detail is a chat send for a shopper without orders). */
const ROLLS: Record<string, number> = {
  home: 5,
  'category list': 20,
  search: 30,
  'goods detail': 45,
  'cart add': 60,
  'cart view': 67,
  'buy now (checkout, number, commit, pay, confirm)': 72,
  'order list': 80,
  'order detail': 87,
  'chat send': 93,
  'chat read': 98,
};

/**
 * How many statements the database ran for each call of the mix, sent alone `times` times one after another
 * (BENCH_STATEMENTS=1): what a call costs in round trips, which the app's processor follows closely. The background
 * work of the instance (jobs, sweeps) counts too, a fraction of a statement a call at this pace.
 */
async function statementsPerCall(w: World, q: Query, times = 50): Promise<Record<string, number>> {
  const calls = async () => (await q<{ n: number }>(`select sum(calls)::bigint as n from pg_stat_statements`))[0]!.n;
  const counted: Record<string, number> = {};
  for (const [label, roll] of Object.entries(ROLLS)) {
    const listed = process.env.BENCH_STATEMENTS_OF !== undefined && label.startsWith(process.env.BENCH_STATEMENTS_OF);
    if (listed) await q(`select pg_stat_statements_reset()`);
    const before = await calls();
    for (let i = 0; i < times; i++) {
      let step: Step | undefined = nextAction(w, roll);
      while (step) {
        const r: Awaited<ReturnType<(typeof instances)[number]['call']>> = await instances[0]!.call(step.path, step.body, step.token);
        if (r.envelope.code !== 1000) break;
        step = step.then?.(r.envelope.data);
      }
    }
    // Less the count's own statement before.
    counted[label] = Math.round(((await calls()) - before - 1) / times * 100) / 100;
    if (listed) {
      console.log(`the statements of ${times} × ${label}`);
      console.table(await q(`select calls, left(regexp_replace(query, '\\s+', ' ', 'g'), 110) as query from pg_stat_statements order by calls desc limit 40`));
    }
  }
  return counted;
}

/** The shoppers of the mix: generated ones with their orders when the data was grown, else new ones. */
async function prepareWorld(q: Query, session: (accountId: number) => Promise<string>): Promise<World> {
  const generated = await q<{ id: number }>(`select id from account where number ~ '^SP[0-9]{8}$' order by id limit $1`, [SHOPPERS]);
  const base: Shopper[] =
    generated.length > 0 ? await inTurns(generated, 10, async ({ id }) => ({ id, token: await session(id) })) : await prepareShoppers(q, SHOPPERS, session);
  const skus = await stockedSkus(q, 2_000);
  const categoryIds = (await q<{ id: number }>(`select category_id as id from goods where status = 'on_sale' group by category_id order by count(*) desc limit 40`)).map((r) => r.id);
  const orders = await q<{ account_id: number; ids: number[] }>(
    `select account_id, (array_agg(id order by id desc))[1:20] as ids from sale_order where account_id = any($1::int[]) group by account_id`,
    [base.map((s) => s.id)],
  );
  const orderIds = new Map(orders.map((r) => [r.account_id, r.ids]));
  const shop = skus[0]!;
  const [{ shop_id: shopId }] = (await q<{ shop_id: number }>(`select shop_id from goods where id = $1`, [shop.goodsId])) as [{ shop_id: number }];
  const shoppers = await inTurns(base, 20, async (s) => {
    const started = await must<{ conversation: { conversationId: number } }>('chat/start', { shopId }, s.token);
    return { ...s, orderIds: orderIds.get(s.id) ?? [], conversationId: started.conversation.conversationId };
  });
  const keywords = ['tea', 'headphones', 'running shoes', 'phone case', 'coffee', 'shampoo', 'dress', 'smart watch', '绿茶', '蓝牙耳机', '连衣裙', 'コーヒー', 'シャンプー'];
  return { shoppers, skus, categoryIds, keywords };
}

/**
 * After a mix on two instances: what was lost or done twice, held against what the instances answered. Events of the
 * run are given `drainSeconds` to be delivered first.
 */
async function lostOrDoubled(q: Query, since: Date, drainSeconds = 15): Promise<Record<string, unknown>> {
  const wait = async () => {
    for (let i = 0; i < drainSeconds; i++) {
      const [open] = await q<{ n: number }>(
        `select count(*)::int as n from event_delivery d join domain_event e on e.id = d.event_id where e.created_at >= $1 and d.done_at is null and d.failed_at is null`,
        [since],
      );
      if (open!.n === 0) return;
      await new Promise((r) => setTimeout(r, 1000));
    }
  };
  await wait();
  const orderIds = [...new Set(answered.orderIds)];
  const paid = [...new Set(answered.paidOrderIds)];
  const [orders] = await q<{ stored: number }>(`select count(*)::int as stored from sale_order where id = any($1::int[])`, [orderIds]);
  const [payments] = await q<{ wrong: number }>(
    `select count(*)::int as wrong from unnest($1::int[]) o(id)
     where (select count(*) from payment_order po where po.order_id = o.id) <> 1`,
    [paid],
  );
  // A confirmed payment's orders: exactly one paid payment each, and one move out of paying (a confirmation that
  // crossed instances, or came twice, settles once).
  const confirmed = [...new Set(answered.confirmedOrderIds)];
  const [settled] = await q<{ wrong: number }>(
    `select count(*)::int as wrong from unnest($1::int[]) o(id)
     where (select count(*) from payment_order po join payment p on p.id = po.payment_id where po.order_id = o.id and p.status = 'paid') <> 1
        or (select count(*) from sale_order_event e where e.order_id = o.id and e.from_status = 'paying') <> 1
        or (select status from sale_order where id = o.id) in ('paying', 'terminated')`,
    [confirmed],
  );
  const [events] = await q<{ events: number; unfanned: number; undelivered: number; failed: number }>(
    `select count(*)::int as events, (count(*) filter (where e.fanned_out_at is null))::int as unfanned,
       coalesce(sum((select count(*) from event_delivery d where d.event_id = e.id and d.done_at is null and d.failed_at is null)), 0)::int as undelivered,
       coalesce(sum((select count(*) from event_delivery d where d.event_id = e.id and d.failed_at is not null)), 0)::int as failed
     from domain_event e where e.created_at >= $1`,
    [since],
  );
  const [chat] = await q<{ stored: number; distinct: number }>(
    `select count(*)::int as stored, count(distinct client_message_id)::int as distinct from chat_message where client_message_id = any($1::text[])`,
    [answered.chatIds],
  );
  const problems = [
    ...(answered.orderIds.length !== orderIds.length ? [`${answered.orderIds.length - orderIds.length} orders answered to two commits`] : []),
    ...(orders!.stored !== orderIds.length ? [`${orderIds.length - orders!.stored} answered orders not stored`] : []),
    ...(payments!.wrong > 0 ? [`${payments!.wrong} answered payments not made exactly once`] : []),
    ...(settled!.wrong > 0 ? [`${settled!.wrong} confirmed orders not paid exactly once`] : []),
    ...(events!.unfanned + events!.undelivered > 0 ? [`${events!.unfanned} events not fanned out, ${events!.undelivered} deliveries not done`] : []),
    ...(chat!.stored !== answered.chatIds.length || chat!.distinct !== chat!.stored ? [`chat: ${answered.chatIds.length} answered, ${chat!.stored} stored`] : []),
    ...(answered.sessionRefusals > 0 ? [`${answered.sessionRefusals} calls refused a valid session`] : []),
  ];
  return {
    orders: { answered: orderIds.length, stored: orders!.stored },
    payments: { answered: paid.length, notMadeOnce: payments!.wrong, confirmed: confirmed.length, notSettledOnce: settled!.wrong },
    events: events!,
    chat: { answered: answered.chatIds.length, stored: chat!.stored },
    sessionRefusals: answered.sessionRefusals,
    problems,
  };
}

async function main() {
  const server = await startBenchServer({ port: PORT, pgPort: PG_PORT, dataDir: process.env.BENCH_DATA_DIR, jobs: true });
  // The twin: a whole second instance on the first one's database (DATABASE_URL), as behind a load balancer.
  const twin = INSTANCES === 2 ? await startBenchServer({ port: PORT + 1, pgPort: PG_PORT, jobs: true, env: { DATABASE_URL: server.databaseUrl } }) : undefined;
  const { connectDatabase } = await import('../apps/server/src/platform/database.ts');
  const { createSession } = await import('../apps/server/src/modules/account/session.service.ts');
  const db = connectDatabase(server.databaseUrl, 10);
  const q: Query = <R extends object>(text: string, values: unknown[] = []) => db.$client.query<R>(text, values).then((r) => r.rows);
  try {
    const [size] = await q<{ goods: number; orders: number; shoppers: number }>(
      `select (select count(*) from goods)::int as goods, (select count(*) from sale_order)::int as orders, (select count(*) from account)::int as shoppers`,
    );
    console.log('data (rows)', size);
    console.log('preparing shoppers, SKUs and conversations');
    const world = await prepareWorld(q, async (id) => (await createSession(db, { accountId: id, appType: 'h5' })).token);
    const idle = await server.memory();
    console.log(`${world.shoppers.length} shoppers ready; idle memory`, idle);
    console.log('warming up');
    await openLoop(world, Math.min(RATE, 100), 10);
    const statements = process.env.BENCH_STATEMENTS === '1' && (await statementStats(q));
    const perCall = statements ? await statementsPerCall(world, q) : undefined;
    if (perCall) {
      console.log('statements a call', perCall);
      await q(`select pg_stat_statements_reset()`);
    }
    const cpuBefore = cpuSeconds(server.pid, server.dataDir);
    const twinBefore = twin ? cpuSeconds(twin.pid, twin.dataDir).app : 0;
    const mixStarted = new Date();
    const mix = await openLoop(world, RATE, SECONDS);
    const cpuAfter = cpuSeconds(server.pid, server.dataDir);
    // Both instances' processor counts as the app's.
    if (twin) cpuAfter.app += cpuSeconds(twin.pid, twin.dataDir).app - twinBefore;
    const loaded = await server.memory();
    const sent = Object.values(mix.calls).reduce((n, c) => n + c.n, 0);
    const per = (x: number) => Math.round(((x * 1000) / sent) * 100) / 100;
    const results: Record<string, unknown> = {
      date: new Date().toISOString(),
      machine: `${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB`,
      data: size,
      mix,
      cpuMsPerRequest: { app: per(cpuAfter.app - cpuBefore.app), db: per(cpuAfter.db - cpuBefore.db) },
      memoryMb: { idle, underLoad: loaded },
      ...(perCall ? { statementsPerCall: perCall } : {}),
    };
    console.table(mix.calls);
    console.log('failures', mix.failures, 'cpu ms per request', results.cpuMsPerRequest, 'memory', results.memoryMb);
    const missed = Object.entries(mix.calls).filter(([, c]) => c.target !== undefined && c.p99 > c.target);
    console.log(missed.length === 0 ? `PASS: every call within its p99 target at ${RATE}/s` : `FAIL at ${RATE}/s: ${missed.map(([l, c]) => `${l} p99 ${c.p99} > ${c.target}`).join(', ')}`);
    if (statements) {
      // Everything the database ran during the mix (the instance's background work too), a request.
      const [all] = await q<{ n: number }>(`select sum(calls)::bigint as n from pg_stat_statements`);
      results.statementsPerRequest = Math.round((all!.n / sent) * 100) / 100;
      console.log('statements a request during the mix', results.statementsPerRequest);
      console.table(await statements());
    }
    if (twin) {
      results.twoInstances = await lostOrDoubled(q, mixStarted);
      console.log('two instances: lost or doubled work', results.twoInstances);
    }

    if (process.env.BENCH_RAMP === '1') {
      const steps: unknown[] = [];
      let sustained = 0;
      for (let rate = RATE + RAMP_STEP; ; rate += RAMP_STEP) {
        const step = await openLoop(world, rate, STEP_SECONDS);
        steps.push({ rate, requestsPerSecond: step.requestsPerSecond, worstP99: step.worstP99 });
        console.log(`ramp ${rate}/s: ${step.requestsPerSecond} answered a second, worst p99 ${step.worstP99} ms`);
        if (step.worstP99 > 100 || step.requestsPerSecond < rate * 0.95) break;
        sustained = rate;
      }
      results.ramp = { steps, sustainedRate: sustained };
      console.log(`highest rate with every call's p99 <= 100 ms: ${sustained}/s`);
    }
    fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
    fs.writeFileSync(path.join(import.meta.dirname, 'results', 'mix.json'), JSON.stringify(results, null, 2));
  } finally {
    await db.$client.end();
    await twin?.stop();
    await server.stop();
  }
}

await main();
