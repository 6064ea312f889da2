/** The events of accounts, published in the transaction that causes them. */
export const ACCOUNT_EVENTS = {
  /** A shopper registered naming another as their referrer (an invite code or a share's `referrer`). */
  referred: 'account.referred',
} as const;

export interface AccountReferred {
  inviteeId: number;
  inviterId: number;
}
