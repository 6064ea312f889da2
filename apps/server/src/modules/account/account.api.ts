// What other modules may use of the account module (accounts, sessions, addresses).
export { registerGiftOf } from './account-create.ts';
export { addressOrDefault, addressRegions, ownAddressId, queryAddressDetail } from './address.service.ts';
export { normalizeMobile } from './auth.service.ts';
export { createSession, operatorRoles, resolveSession, sessionResolver, type SessionState } from './session.service.ts';
export { accountByLogin, accountCards, grantRole, type AccountCard } from './account-cards.ts';
export { ensureOperator, isOperatorRole } from './operators.ts';
export { receiveAccountOf } from './receive-account.ts';
export { ACCOUNT_EVENTS, type AccountReferred } from './account-events.ts';
export { inviteCodeOf } from './invite-codes.ts';
