import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_BASE } from '@mall/contract/platform/api';

/** A call a page makes first, answered ahead by the server and written into the page. */
export interface FirstCall {
  path: string;
  body: Record<string, unknown>;
}

/** What the web app's transport reads from `#mall-answers`: each answer matched by language, path and body. */
export interface FirstAnswer extends FirstCall {
  lang: string;
  data: unknown;
}

// Marks the server's own calls, so that they do not count against the caller's rate limit; random per process,
// so no client can send it.
const OWN_CALL_HEADER = 'x-mall-first-answer';
const ownCallSecret = randomBytes(16).toString('hex');

export function isOwnFirstCall(req: FastifyRequest): boolean {
  return req.headers[OWN_CALL_HEADER] === ownCallSecret;
}

/**
 * Answers the first calls of a page as a visitor in `lang` would get them, through the real routes (validation,
 * envelope and all). A failed call is left out: the page then makes it itself, as without this.
 */
export async function answerFirstCalls(app: FastifyInstance, calls: readonly FirstCall[], lang: string): Promise<FirstAnswer[]> {
  const answers = await Promise.all(
    calls.map(async (call) => {
      const response = await app.inject({
        method: 'POST',
        url: `${API_BASE}/${call.path}`,
        payload: call.body,
        headers: { 'content-type': 'application/json', 't-lang': lang, [OWN_CALL_HEADER]: ownCallSecret },
      });
      const envelope = response.json<{ success?: boolean; data?: unknown }>();
      return response.statusCode === 200 && envelope.success ? { ...call, lang, data: envelope.data } : undefined;
    }),
  );
  return answers.filter((a): a is FirstAnswer => a !== undefined);
}
