/**
 * The in-app path a link points to, or undefined for anything outside the app. Share links arrive from the clipboard
 * and the server in several shapes: "/pages/goods/goodsdetail?id=1", "pages/goods/…" (uni-app style), or a full
 * URL of this site. Links to other sites are refused, so a crafted share text cannot send the shopper elsewhere.
 */
export function internalPath(uri: string, origin: string = typeof location === 'undefined' ? 'http://localhost' : location.origin): string | undefined {
  const value = uri.trim();
  if (value === '') return undefined;
  if (value.startsWith('pages/')) return `/${value}`;
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value;
  try {
    const url = new URL(value);
    return url.origin === origin ? url.pathname + url.search + url.hash : undefined;
  } catch {
    return undefined;
  }
}
