import type { FastifyInstance } from 'fastify';

class MalformedJson extends Error {
  readonly statusCode = 400;
  readonly code = 'MALFORMED_JSON';
}

/**
 * The JSON body parser: an empty body is an empty payload (several calls take none), anything unparsable is a
 * 400 with the envelope. Keys like "__proto__" become plain own properties under JSON.parse, and the
 * contracts' strict objects reject them.
 */
export function installJsonBody(app: FastifyInstance, bodyLimit: number): void {
  // Every call but the upload is JSON; other content types answer 415 instead of reaching validation as text.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new MalformedJson('malformed JSON'), undefined);
    }
  });
}
