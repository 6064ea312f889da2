/** The reviews page of a goods, optionally opened on one filter. */
export const goodsReviewPath = (goodsId: number, filter?: string) => `/pages/goods/goodsreview?goodsId=${goodsId}${filter ? `&filter=${filter}` : ''}`;

/** A goods id from a page query: a positive whole number, else undefined. */
export function goodsIdOf(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : undefined;
}
