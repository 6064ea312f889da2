import { CODE } from '@mall/contract/platform/code-numbers';

/** The shopper has no application yet. */
export const NOT_FOUND_CODE = CODE.NOT_FOUND;
