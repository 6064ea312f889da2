import { rangeProblem, TAKEAWAY_PROBLEM_CODES } from '@mall/contract/takeaway/takeaway-rules';
import type { Tx } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { loadTakeawayTerms } from '../../read-models/takeaway-terms.ts';

/**
 * A takeaway order may move only to an address within its shop's radius (5113; 5114 for an address without a
 * location), by the rule of the checkout (takeaway-rules.ts). Other shops' orders pass.
 */
export async function assertTakeawayAddress(tx: Tx, shopId: number, to: { lat?: number | null | undefined; lng?: number | null | undefined }): Promise<void> {
  const terms = (await loadTakeawayTerms(tx, [shopId])).get(shopId);
  if (!terms) return;
  const refused = rangeProblem(terms, to);
  if (refused) throw new AppError(TAKEAWAY_PROBLEM_CODES[refused]);
}
