// What other modules may use of the withdraw module (withdrawals from the wallet: their rules).
export { WITHDRAW_DEFAULTS, WITHDRAW_SETTING, withdrawRules } from './withdraw-rules.ts';
