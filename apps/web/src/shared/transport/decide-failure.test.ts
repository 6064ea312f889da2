import { describe, expect, it } from 'vitest';
import { decideFailure, type FailureContext, type FailureText } from './decide-failure.ts';

const zh: Record<FailureText, string> = {
  notLoggedIn: '未登录',
  sessionReplaced: '您需要重新登录',
  timeout: '请求超时',
  offline: '无网络',
  failed: '接口请求失败',
  paymentCancelled: '取消支付',
};

function ctx(overrides: Partial<FailureContext> = {}): FailureContext {
  return { autoShowError: true, currentPath: '/pages/index/cart', text: (key) => zh[key], ...overrides };
}

describe('decideFailure: session codes', () => {
  it('1002 clears the session, goes to login and comes back, toasting 未登录', () => {
    const d = decideFailure({ kind: 'response', status: 200, code: 1002, message: 'Not logged in' }, ctx({ currentPath: '/pages/user/setting?tab=2' }));
    expect(d.clearSession).toBe(true);
    expect(d.toast).toBe('未登录');
    expect(d.navigate).toEqual({ to: '/pages/login/login?redirect=%2Fpages%2Fuser%2Fsetting%3Ftab%3D2', replace: false });
    expect(d.error).toEqual({ code: 1002, message: '未登录', status: 200 });
  });

  it('1002 toasts even when the caller handles its own errors', () => {
    const d = decideFailure({ kind: 'response', status: 200, code: 1002, message: 'x' }, ctx({ autoShowError: false }));
    expect(d.toast).toBe('未登录');
    expect(d.clearSession).toBe(true);
  });

  it('1002 on the login page itself does not navigate again', () => {
    const d = decideFailure({ kind: 'response', status: 200, code: 1002 }, ctx({ currentPath: '/pages/login/login?redirect=%2F' }));
    expect(d.navigate).toBeUndefined();
    expect(d.clearSession).toBe(true);
  });

  it('1002 on a quiet call only clears the session: the page shows its logged-out state', () => {
    const d = decideFailure({ kind: 'response', status: 200, code: 1002, message: 'x' }, ctx({ quietNotLoggedIn: true }));
    expect(d.clearSession).toBe(true);
    expect(d.toast).toBeUndefined();
    expect(d.navigate).toBeUndefined();
    expect(d.error.code).toBe(1002);
  });

  it('1008 is announced even on a quiet call', () => {
    const d = decideFailure({ kind: 'response', status: 200, code: 1008, message: 'x' }, ctx({ quietNotLoggedIn: true }));
    expect(d.toast).toBe('您需要重新登录');
    expect(d.navigate).toEqual({ to: '/', replace: true });
  });

  it('1008 clears the session, goes home (replacing the page) and toasts 您需要重新登录', () => {
    const d = decideFailure({ kind: 'response', status: 200, code: 1008, message: 'elsewhere' }, ctx());
    expect(d.clearSession).toBe(true);
    expect(d.toast).toBe('您需要重新登录');
    expect(d.navigate).toEqual({ to: '/', replace: true });
    expect(d.error.code).toBe(1008);
  });
});

describe('decideFailure: network failures are code -999', () => {
  it('a timeout shows 请求超时', () => {
    const d = decideFailure({ kind: 'timeout' }, ctx());
    expect(d.error).toEqual({ code: -999, message: '请求超时' });
    expect(d.toast).toBe('请求超时');
    expect(d.clearSession).toBe(false);
    expect(d.navigate).toBeUndefined();
  });

  it('a failed connection shows 无网络', () => {
    const d = decideFailure({ kind: 'network' }, ctx());
    expect(d.error).toEqual({ code: -999, message: '无网络' });
    expect(d.toast).toBe('无网络');
  });

  it('other client-side failures show their message as is', () => {
    expect(decideFailure({ kind: 'network', detail: 'Upload refused' }, ctx()).toast).toBe('Upload refused');
  });

  it('stays quiet when the caller disabled auto-show', () => {
    const d = decideFailure({ kind: 'timeout' }, ctx({ autoShowError: false }));
    expect(d.toast).toBeUndefined();
    expect(d.error.code).toBe(-999);
  });

  it('a cancelled call is silent and carries the abort code', () => {
    const d = decideFailure({ kind: 'aborted' }, ctx());
    expect(d.toast).toBeUndefined();
    expect(d.error.code).toBe(600003);
  });
});

describe('decideFailure: other failures', () => {
  it('toasts the server message of a business failure', () => {
    const d = decideFailure({ kind: 'response', status: 200, code: 3001, message: 'Out of stock' }, ctx());
    expect(d.toast).toBe('Out of stock');
    expect(d.error).toEqual({ code: 3001, message: 'Out of stock', status: 200 });
    expect(d.clearSession).toBe(false);
  });

  it('rejects a non-2xx status with the status and the envelope message', () => {
    const d = decideFailure({ kind: 'response', status: 429, code: 1005, message: 'Too many requests' }, ctx());
    expect(d.error).toEqual({ code: 1005, message: 'Too many requests', status: 429 });
    expect(d.toast).toBe('Too many requests');
  });

  it('a non-2xx answer without an envelope is a generic failure with its status', () => {
    const d = decideFailure({ kind: 'response', status: 502 }, ctx());
    expect(d.error).toEqual({ code: -999, message: '接口请求失败', status: 502 });
  });

  it('shows 接口请求失败 for an empty or over-long message', () => {
    expect(decideFailure({ kind: 'response', status: 200, code: 3001, message: '   ' }, ctx()).toast).toBe('接口请求失败');
    expect(decideFailure({ kind: 'response', status: 200, code: 3001, message: 'x'.repeat(101) }, ctx()).toast).toBe('接口请求失败');
    expect(decideFailure({ kind: 'response', status: 200, code: 3001, message: 'x'.repeat(100) }, ctx()).toast).toBe('x'.repeat(100));
  });

  it('leaves the toast to the caller that disabled auto-show, but still rejects with the message', () => {
    const d = decideFailure({ kind: 'response', status: 200, code: 3001, message: 'Out of stock' }, ctx({ autoShowError: false }));
    expect(d.toast).toBeUndefined();
    expect(d.error.message).toBe('Out of stock');
  });
});

describe('decideFailure: a payment given up is code -800', () => {
  it('toasts 取消支付 even when the caller shows its own errors, and keeps the session', () => {
    const d = decideFailure({ kind: 'paymentCancelled' }, ctx({ autoShowError: false }));
    expect(d.error).toEqual({ code: -800, message: '取消支付' });
    expect(d.toast).toBe('取消支付');
    expect(d.clearSession).toBe(false);
    expect(d.navigate).toBeUndefined();
  });
});
