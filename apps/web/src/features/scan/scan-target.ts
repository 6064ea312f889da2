import { parseShareText } from '@mall/contract/share/share-code';

/**
 * Where a scanned or typed code leads, or null when it is not one of the mall's: a share or invite text (its
 * popup page), a link to a page of this mall (its path; links of other sites are not followed), or a goods number.
 */
export function scanTarget(text: string, origin: string): string | null {
  const value = text.trim();
  if (value === '') return null;
  const share = parseShareText(value);
  if (share) return `/pages/popup/popup?code=${share.code}`;
  if (/^\d{1,10}$/.test(value) && Number(value) > 0 && Number(value) <= 2_147_483_647) return `/pages/goods/goodsdetail?goodsId=${Number(value)}`;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || !url.pathname.startsWith('/pages/')) return null;
  return `${url.pathname}${url.search}`;
}
