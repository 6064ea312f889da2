/** The console's goods pages (app/routes.ts routes them). */
export const GOODS_LIST_PATH = '/merchant/goods';
export const GOODS_EDIT_PATH = '/merchant/goods/edit';

/** The editor of a goods, or of a new one. */
export function goodsEditPath(goodsId?: number): string {
  return goodsId === undefined ? GOODS_EDIT_PATH : `${GOODS_EDIT_PATH}?goodsId=${goodsId}`;
}
