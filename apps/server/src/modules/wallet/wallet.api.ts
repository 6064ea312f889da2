// What other modules may use of the wallet module (the ledger of wallet money, points and stored value).
export { creditWallet, debitWallet, ensureWallet, walletBalance } from './wallet.service.ts';
export { balanceOf, entrySum, LedgerShort, post, type LedgerAccountRef, type LedgerMove, type Posting } from './ledger.ts';
export { rechargeWallet, walletEntries } from './wallet-flow.ts';
