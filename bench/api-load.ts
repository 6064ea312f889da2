// What the API benchmarks share: calls as the web app makes them, closed loops of clients, and percentiles.

export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

/**
 * Calls and must-succeed calls against the app's API on a port, as a logged-in shopper (or a visitor, token ''), or
 * with `headers` as another app (`T-appType: console` for the platform console).
 */
export function apiClient(port: number, headers: Record<string, string> = {}) {
  const base = `http://127.0.0.1:${port}/api/jhyl/osm/v1`;
  async function call<T>(pathName: string, body: unknown, token: string): Promise<{ ms: number; envelope: Envelope<T> }> {
    const started = performance.now();
    const res = await fetch(`${base}/${pathName}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'T-lang': 'en', 'T-token': token, ...headers },
      body: JSON.stringify(body),
    });
    const envelope = (await res.json()) as Envelope<T>;
    return { ms: performance.now() - started, envelope };
  }
  async function must<T>(pathName: string, body: unknown, token: string): Promise<T> {
    const { envelope } = await call<T>(pathName, body, token);
    if (envelope.code !== 1000) throw new Error(`${pathName} ${JSON.stringify(body)}: ${envelope.code} ${envelope.message}`);
    return envelope.data;
  }
  return { call, must };
}

/** Runs `work` over the items with at most `width` at a time. */
export async function inTurns<T, R>(items: readonly T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await work(items[i]!);
      }
    }),
  );
  return out;
}

/** Count, median, 95th and 99th percentiles and maximum, to a tenth. */
export function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  const round = (x: number) => Math.round(x * 10) / 10;
  return { n: sorted.length, p50: round(at(50)), p95: round(at(95)), p99: round(at(99)), max: round(sorted.at(-1) ?? 0) };
}

export const pick = <T>(xs: readonly T[]) => xs[Math.floor(Math.random() * xs.length)]!;
