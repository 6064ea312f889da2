export const HOME_PATH = '/';
export const LOGIN_PATH = '/pages/login/login';

/** Spec 5: every page under this prefix needs a logged-in user ... */
const LOGIN_REQUIRED_PREFIX = '/pages/user/';
/** ... but language and currency are a visitor's choice too (kept in the browser, and on the account once logged in). */
const OPEN_TO_VISITORS = new Set(['/pages/user/setting', '/pages/user/currency']);

/** The merchant console: the shop's own pages, for its owner and staff only. */
const MERCHANT_CONSOLE_PREFIX = '/merchant/';

export function isLoginRequired(pathname: string): boolean {
  if (pathname.startsWith(MERCHANT_CONSOLE_PREFIX)) return true;
  return pathname.startsWith(LOGIN_REQUIRED_PREFIX) && !OPEN_TO_VISITORS.has(pathname);
}

/** The login route that comes back to `returnTo` (a path with its query) once the user has logged in. */
export function buildLoginRedirect(returnTo: string): string {
  const target = safeReturnPath(returnTo);
  if (target === HOME_PATH || target.startsWith(LOGIN_PATH)) return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(target)}`;
}

/**
 * Where to go after logging in, from the login page's query. Only paths of this app are accepted: a crafted link
 * must not send a freshly logged-in user to another site (`//evil.example`, `https://…`, `/\evil`).
 */
export function readLoginReturn(search: string): string {
  const value = new URLSearchParams(search).get('redirect');
  return value === null ? HOME_PATH : safeReturnPath(value);
}

function safeReturnPath(path: string): string {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\') || hasControlCharacter(path)) return HOME_PATH;
  if (path.startsWith(LOGIN_PATH)) return HOME_PATH;
  return path;
}

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) if (value.charCodeAt(i) < 0x20) return true;
  return false;
}
