import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { API } from './helpers.ts';
import { journeyOperator } from './operator-helpers.ts';

/** What the platform console's journeys share: one operator login per file, a desktop console page, console calls. */

export const DESKTOP = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 };

const sessions = new Map<string, { session: string; token: string }>();

/**
 * The console session of the file's own operator (`journeyOperator(name)`), logged in once per file: a second login
 * would end the first. `session` is what the console keeps in its storage; `token` is for calls.
 */
export async function consoleLogin(request: APIRequestContext, name: string): Promise<{ session: string; token: string }> {
  const known = sessions.get(name);
  if (known) return known;
  const response = await request.post(`${API}/auth/applogin/email`, {
    data: journeyOperator(name),
    headers: { 'T-appType': 'console', 'T-deviceType': 'console', 'T-deviceId': randomBytes(16).toString('hex'), 'T-lang': 'en' },
  });
  const envelope = (await response.json()) as { success: boolean; data: { token: string; nickName: string } };
  expect(envelope.success).toBe(true);
  const found = { session: JSON.stringify({ token: envelope.data.token, name: envelope.data.nickName }), token: envelope.data.token };
  sessions.set(name, found);
  return found;
}

/** A desktop page of the console, logged in with `session`, in `lang` (axe is injected, so the page's CSP is bypassed). */
export async function consolePage(browser: Browser, session: string, lang = 'en'): Promise<Page> {
  const context = await browser.newContext({ ...DESKTOP, baseURL: test.info().project.use.baseURL, bypassCSP: true });
  await context.addInitScript(
    ([s, l]) => {
      localStorage.setItem('m_console_session', s!);
      localStorage.setItem('m_console_lang', l!);
    },
    [session, lang],
  );
  return context.newPage();
}

/** A console call with the operator's token: the data, or the failure thrown. */
export async function consoleCall<T>(request: APIRequestContext, token: string, path: string, body: unknown): Promise<T> {
  const response = await request.post(`${API}/${path}`, { data: body, headers: { 'T-appType': 'console', 'T-token': token, 'T-lang': 'en' } });
  const envelope = (await response.json()) as { success: boolean; code: number; message: string; data: T };
  if (!envelope.success) throw new Error(`${path}: ${envelope.code} ${envelope.message}`);
  return envelope.data;
}
