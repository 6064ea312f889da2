import type { OperatorRole, ShopRight } from '@mall/contract/platform/api';

/**
 * What the platform asks the modules when it decides who may make a call: the platform knows the kinds of access
 * (contract `Access`), the modules know the sessions, the shops' staff and the operators. app.ts hands these in.
 */
export interface AccessProviders {
  /**
   * What a token stands for on an app type: a live session, one replaced by a newer login, or nothing. An instance
   * keeps live sessions a while (the account module's session-keeper.ts); `fresh` reads the database instead.
   */
  resolveSession(token: string, appType: string, fresh?: boolean): Promise<{ state: 'live'; accountId: number; sessionId: number } | { state: 'replaced' } | { state: 'ended' }>;
  /** Whether the account works for any shop (a merchant call's first check). */
  isShopStaff(accountId: number): Promise<boolean>;
  /** Whether the account holds a right in a shop (the owner holds all). */
  hasShopRight(accountId: number, shopId: number, right: ShopRight): Promise<boolean>;
  /** The shops where the account holds a right. */
  shopsWithRight(accountId: number, right: ShopRight): Promise<number[]>;
  /** The operator roles the account holds (none for anyone but the platform's operators). */
  operatorRoles(accountId: number): Promise<OperatorRole[]>;
}

/**
 * The bus channel on which the account module says, in the transaction that ends a session, that a login replaced
 * an account's session on an app type or a logout ended one (payload `{ accountId, appType }`). Every instance's
 * kept sessions and open chat sockets of that account and app type listen.
 */
export const SESSION_ENDED_CHANNEL = 'session_replaced';

/**
 * The shop a merchant call acts on, stated once at its route: the shop id the body names, or the shop of the thing
 * it names (an order, a payment), looked up by the module that owns it. Undefined when there is no such thing.
 */
export type ShopOf<Body> = (body: Body) => Promise<number | undefined> | number | undefined;
