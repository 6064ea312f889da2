import type { FastifyReply, FastifyRequest } from 'fastify';

export interface RateLimitOptions {
  /** Requests per client in one window. */
  max: number;
  windowMs: number;
  /** Requests that never count (the app's own files, the server's first answers). */
  allow: (req: FastifyRequest) => boolean;
}

class RateLimited extends Error {
  readonly statusCode = 429;
}

/**
 * Requests per client address and fixed window; past `max` the call answers 429 with the envelope and a
 * `retry-after`. The counts of one window live in one Map that the next window replaces, so memory stays bounded
 * by the clients of one window and nothing has to be swept. This replaces @fastify/rate-limit, whose per-request
 * hooks, LRU store and header bookkeeping cost about 3% of the API's throughput for the same behaviour.
 * Several server instances each count on their own; a shared limit belongs in front of them. It answers the
 * refusal for the app's one onRequest hook to pass on (one hook per request instead of two: hooks show in the
 * throughput).
 */
export function createRateLimit(options: RateLimitOptions): (req: FastifyRequest, reply: FastifyReply) => Error | undefined {
  let counts = new Map<string, number>();
  let windowEnds = Date.now() + options.windowMs;
  return (req, reply) => {
    if (options.allow(req)) return undefined;
    const now = Date.now();
    if (now >= windowEnds) {
      counts = new Map();
      windowEnds = now + options.windowMs;
    }
    const key = req.ip;
    const n = (counts.get(key) ?? 0) + 1;
    counts.set(key, n);
    if (n <= options.max) return undefined;
    reply.header('retry-after', String(Math.ceil((windowEnds - now) / 1000)));
    return new RateLimited('rate limited');
  };
}
