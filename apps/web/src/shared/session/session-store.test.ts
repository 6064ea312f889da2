import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearLogin, getSessionSnapshot, readSession, saveLogin, subscribeSession, writeSession } from './session-store.ts';

describe('session store', () => {
  beforeEach(() => {
    clearLogin();
    writeSession('lang', undefined);
  });

  it('stores a login and clears only the login on logout', () => {
    writeSession('lang', 'zh');
    saveLogin('tok-1', { userId: 42, nickName: 'Ann', mobile: '13800001111' });
    expect(readSession('token')).toBe('tok-1');
    expect(readSession('userId')).toBe('42');
    expect(readSession('userInfo')).toEqual({ userId: 42, nickName: 'Ann', mobile: '13800001111' });
    clearLogin();
    expect(readSession('token')).toBeUndefined();
    expect(readSession('userId')).toBeUndefined();
    expect(readSession('userInfo')).toBeUndefined();
    expect(readSession('lang')).toBe('zh');
  });

  it('keeps the same snapshot until something changes, and tells subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    const first = getSessionSnapshot();
    expect(getSessionSnapshot()).toBe(first);
    writeSession('token', 'abc');
    expect(listener).toHaveBeenCalledTimes(1);
    const second = getSessionSnapshot();
    expect(second).not.toBe(first);
    expect(second.token).toBe('abc');
    unsubscribe();
    writeSession('token', 'def');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('treats an empty token as no token', () => {
    writeSession('token', '');
    expect(readSession('token')).toBeUndefined();
  });
});
