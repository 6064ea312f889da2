/** The group-buy pages' addresses (spec routes groupbuy/* and goods/goodshousechoose). */
export const GROUPBUY_LANDING_PATH = '/pages/groupbuy/housegoods';
export const listingPath = (id: number) => `/pages/groupbuy/detail?id=${id}`;
export const choosePath = (id: number) => `/pages/goods/goodshousechoose?id=${id}`;
export const pointsPath = (id: number) => `/pages/groupbuy/shopaddresslist?id=${id}`;

/** A listing id of a page's query, or undefined. */
export function listingIdOf(raw: string | undefined): number | undefined {
  const n = Number(raw);
  return raw && /^\d{1,10}$/.test(raw) && n > 0 && n <= 2_147_483_647 ? n : undefined;
}

const POINT_KEY = 'm_groupbuy_point';

/** The pickup point the shopper chose for a listing (shopaddresslist → goodshousechoose), kept for this tab. */
export function chosenPoint(listingId: number): number | undefined {
  try {
    const raw = sessionStorage.getItem(`${POINT_KEY}_${listingId}`);
    return listingIdOf(raw ?? undefined);
  } catch {
    return undefined;
  }
}

export function choosePoint(listingId: number, pointId: number): void {
  try {
    sessionStorage.setItem(`${POINT_KEY}_${listingId}`, String(pointId));
  } catch {
    // Private mode without storage: the choice lasts only for this page.
  }
}

/** The time left as whole days and "hh:mm:ss" (never negative), for the countdown's text. */
export function countdownParts(ms: number): { days: number; time: string } {
  const total = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return { days: Math.floor(total / 86_400), time: `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}` };
}
