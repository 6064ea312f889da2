import { describe, expect, it } from 'vitest';
import { buildLoginRedirect, isLoginRequired, LOGIN_PATH, readLoginReturn } from './login-redirect.ts';

describe('isLoginRequired', () => {
  it('guards every page under /pages/user/ but the language and currency settings, and nothing else', () => {
    expect(isLoginRequired('/pages/user/address/list')).toBe(true);
    expect(isLoginRequired('/pages/user/edituser')).toBe(true);
    expect(isLoginRequired('/pages/user/setting')).toBe(false);
    expect(isLoginRequired('/pages/user/currency')).toBe(false);
    expect(isLoginRequired('/pages/index/user')).toBe(false);
    expect(isLoginRequired('/pages/goods/goodsdetail')).toBe(false);
    expect(isLoginRequired('/')).toBe(false);
  });
});

describe('buildLoginRedirect', () => {
  it('sends the user to login with the encoded page to come back to', () => {
    expect(buildLoginRedirect('/pages/user/address/list?from=checkout&id=7')).toBe(
      `${LOGIN_PATH}?redirect=%2Fpages%2Fuser%2Faddress%2Flist%3Ffrom%3Dcheckout%26id%3D7`,
    );
  });

  it('round-trips through the login page query', () => {
    const target = '/pages/user/wallet/recharge?amount=10&note=a b#x';
    const url = new URL(buildLoginRedirect(target), 'http://shop.test');
    expect(readLoginReturn(url.search)).toBe(target);
  });

  it('needs no redirect for home, and never loops back to login', () => {
    expect(buildLoginRedirect('/')).toBe(LOGIN_PATH);
    expect(buildLoginRedirect(`${LOGIN_PATH}?redirect=%2Fpages%2Fuser%2Fsetting`)).toBe(LOGIN_PATH);
  });
});

describe('readLoginReturn', () => {
  it('goes home when there is no redirect', () => {
    expect(readLoginReturn('')).toBe('/');
    expect(readLoginReturn('?foo=1')).toBe('/');
  });

  it('refuses targets outside the app', () => {
    for (const bad of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'pages/user/setting']) {
      expect(readLoginReturn(`?redirect=${encodeURIComponent(bad)}`)).toBe('/');
    }
  });
});
