import { describe, expect, it } from 'vitest';
import { NETWORK_FAILURE } from '../shared/transport/api-error.ts';
import { consoleHeaders, outcomeOf, readEnvelope } from './console-transport.ts';

describe('consoleHeaders', () => {
  it('names the console as the app (a session of its own) and sends its token when there is one', () => {
    expect(consoleHeaders({ lang: 'ja', deviceId: 'd1', token: 'tok' })).toEqual({
      'content-type': 'application/json',
      'T-appType': 'console',
      'T-deviceType': 'console',
      'T-deviceId': 'd1',
      'T-lang': 'ja',
      'T-token': 'tok',
    });
    expect(consoleHeaders({ lang: 'en', deviceId: 'd1', token: undefined })).not.toHaveProperty('T-token');
  });
});

describe('readEnvelope', () => {
  it('reads the envelope and nothing else', () => {
    expect(readEnvelope({ success: false, code: 4503, message: 'Decided', data: null })).toEqual({ success: false, code: 4503, message: 'Decided', data: null });
    expect(readEnvelope({ success: true, code: 1000 })).toEqual({ success: true, code: 1000, message: '', data: undefined });
    expect(readEnvelope({ code: 1000 })).toBeUndefined();
    expect(readEnvelope('<html>')).toBeUndefined();
    expect(readEnvelope(null)).toBeUndefined();
  });
});

describe('outcomeOf', () => {
  it('answers the data of a success', () => {
    expect(outcomeOf(200, { success: true, code: 1000, message: 'ok', data: { a: 1 } })).toEqual({ ok: true, data: { a: 1 } });
  });

  it('rejects with the envelope’s code and message', () => {
    const outcome = outcomeOf(200, { success: false, code: 4503, message: ' Already decided ', data: null });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.error).toMatchObject({ code: 4503, message: 'Already decided', status: 200 });
    expect(outcome.ends).toBeUndefined();
  });

  it('ends the session on 1002 and 1008, and says which', () => {
    expect(outcomeOf(200, { success: false, code: 1002, message: 'x', data: null })).toMatchObject({ ok: false, ends: 'ended' });
    expect(outcomeOf(200, { success: false, code: 1008, message: 'x', data: null })).toMatchObject({ ok: false, ends: 'replaced' });
    expect(outcomeOf(200, { success: false, code: 1003, message: 'x', data: null })).not.toHaveProperty('ends');
  });

  it('treats an answer without an envelope, or a failed status, as a failure', () => {
    expect(outcomeOf(502, undefined)).toMatchObject({ ok: false, error: { code: NETWORK_FAILURE, status: 502 } });
    expect(outcomeOf(500, { success: true, code: 1000, message: '', data: null }).ok).toBe(false);
  });
});
