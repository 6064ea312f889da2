import type { FastifyInstance } from 'fastify';
import { noteJsonText, ValidationFailure } from './validation.ts';

class MalformedJson extends Error {
  readonly statusCode = 400;
  readonly code = 'MALFORMED_JSON';
}

/**
 * The JSON body parser: an empty body is an empty payload (several calls take none), `null` is refused (1001),
 * anything unparsable is a 400 with the envelope. Keys like "__proto__" become plain own properties under JSON.parse, and the
 * contracts' strict objects reject them.
 */
export function installJsonBody(app: FastifyInstance, bodyLimit: number): void {
  // Every call but the upload is JSON; other content types answer 415 instead of reaching validation as text.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return done(new MalformedJson('malformed JSON'), undefined);
    }
    // A literal null is a payload, and not an object: refused here, because Fastify hands a call without any
    // body to validation as null too, and that one is an empty payload.
    if (value === null) return done(new ValidationFailure([{ field: 'body', message: 'must be an object, not null' }]), undefined);
    if (typeof value === 'object') noteJsonText(value, text);
    done(null, value);
  });
}
