import { describe, expect, it } from 'vitest';
import { endConsoleSession, getSessionState, parseSession, readConsoleSession, startConsoleSession } from './console-session.ts';

describe('parseSession', () => {
  it('reads a stored session and refuses anything else', () => {
    expect(parseSession('{"token":"t","name":"Ops"}')).toEqual({ token: 't', name: 'Ops' });
    expect(parseSession('{"token":"t"}')).toEqual({ token: 't', name: '' });
    // The operator's account, for the chat socket's client_key, when it was kept (and a number).
    expect(parseSession('{"token":"t","name":"Ops","userId":12}')).toEqual({ token: 't', name: 'Ops', userId: 12 });
    expect(parseSession('{"token":"t","userId":"12"}')).toEqual({ token: 't', name: '' });
    // The roles at login, keeping only the known ones; a session stored without them has none recorded.
    expect(parseSession('{"token":"t","roles":["finance","root",3]}')).toEqual({ token: 't', name: '', roles: ['finance'] });
    expect(parseSession('{"token":"t","roles":"admin"}')).toEqual({ token: 't', name: '' });
    for (const bad of [undefined, '', 'null', '[]', '{"token":""}', '{"token":1}', '{not json']) expect(parseSession(bad), String(bad)).toBeUndefined();
  });
});

describe('the console session', () => {
  it('starts, ends with its reason, and keeps one snapshot per change', () => {
    startConsoleSession({ token: 'abc', name: 'Ops' });
    const a = getSessionState();
    expect(a).toEqual({ session: { token: 'abc', name: 'Ops' }, ended: undefined });
    expect(getSessionState()).toBe(a);
    endConsoleSession('replaced');
    expect(getSessionState()).toEqual({ session: undefined, ended: 'replaced' });
    // A second failing call does not change why it ended.
    endConsoleSession('ended');
    expect(getSessionState().ended).toBe('replaced');
    startConsoleSession({ token: 'def', name: 'Ops' });
    expect(readConsoleSession()?.token).toBe('def');
    expect(getSessionState().ended).toBeUndefined();
  });
});
