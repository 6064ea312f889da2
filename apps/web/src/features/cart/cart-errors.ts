import { CODE } from '@mall/contract/platform/code-numbers';
import { ABORTED, isApiError } from '../../shared/transport/api-error.ts';

/** The texts a refused cart change may need (cart namespace keys). */
export type CartErrorText = (key: 'errors.stockShort' | 'errors.purchaseLimit' | 'errors.quantityMax', n: number) => string;

function numberIn(data: unknown, field: string): number | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const value = (data as Record<string, unknown>)[field];
  return typeof value === 'number' ? value : undefined;
}

/**
 * What to tell the shopper when the server refused a cart change: the bound that stopped it with its number where
 * the answer carries one ("only 3 left"), else the server's own message. Undefined for a cancelled call.
 */
export function cartErrorMessage(error: unknown, text: CartErrorText): string | undefined {
  if (!isApiError(error)) return error instanceof Error ? error.message : undefined;
  if (error.code === ABORTED) return undefined;
  const stock = numberIn(error.data, 'stock');
  const limit = numberIn(error.data, 'limit');
  const max = numberIn(error.data, 'max');
  if (error.code === CODE.CART_STOCK_SHORT && stock !== undefined) return text('errors.stockShort', stock);
  if (error.code === CODE.CART_PURCHASE_LIMIT && limit !== undefined) return text('errors.purchaseLimit', limit);
  if (error.code === CODE.CART_QUANTITY_MAX && max !== undefined) return text('errors.quantityMax', max);
  return error.message;
}
