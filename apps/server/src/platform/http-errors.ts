import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CODES } from '@mall/contract/platform/codes';
import { toLang } from '@mall/contract/platform/languages';
import { fail } from './envelope.ts';
import { AppError } from './errors.ts';
import { readRequestContext } from './request-context.ts';
import { ValidationFailure } from './validation.ts';

function langOf(req: FastifyRequest) {
  // The context is missing when the request failed before the onRequest hook (for example a bad content length).
  return req.ctx?.lang ?? toLang(readRequestContext(req).lang);
}

function send(reply: FastifyReply, status: number, body: ReturnType<typeof fail>) {
  // Skip the response schema: failures carry no data of the endpoint's shape.
  return reply.status(status).type('application/json; charset=utf-8').serializer(JSON.stringify).send(body);
}

/** Turns every error into the envelope: business failures are HTTP 200; transport faults keep their status. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | ValidationFailure, req, reply) => {
    const lang = langOf(req);
    if (error instanceof AppError) return send(reply, 200, fail(error.codeName, lang, error.detail, error.data, error.params));
    if (error instanceof ValidationFailure) {
      const prefix = CODES.INVALID_REQUEST.message[lang];
      const names = [...new Set(error.fields.map((f) => f.field))].join(', ');
      return send(reply, 200, fail('INVALID_REQUEST', lang, `${prefix}: ${names}`, { fields: error.fields }));
    }
    const status = (error as FastifyError).statusCode ?? 500;
    const code = (error as FastifyError).code;
    if (status === 429) return send(reply, 429, fail('TOO_MANY_REQUESTS', lang));
    if (status === 413) return send(reply, 413, fail('PAYLOAD_TOO_LARGE', lang));
    if (status === 415) return send(reply, 415, fail('UNSUPPORTED_MEDIA_TYPE', lang));
    if (code === 'MALFORMED_JSON' || code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return send(reply, 400, fail('MALFORMED_BODY', lang));
    }
    if (status >= 400 && status < 500) return send(reply, status, fail('INVALID_REQUEST', lang));
    // Internal text never reaches the caller; the log has it under the request id the caller can quote.
    req.log.error({ err: error, reqId: req.id }, 'unexpected error');
    return send(reply, 500, fail('SERVER_ERROR', lang, `${CODES.SERVER_ERROR.message[lang]} (${req.id})`));
  });
}

/** Unknown API calls answer 404 with the envelope; everything else is left to the web app's fallback. */
export function unknownCall(req: FastifyRequest, reply: FastifyReply) {
  return send(reply, 404, fail('UNKNOWN_CALL', langOf(req)));
}
