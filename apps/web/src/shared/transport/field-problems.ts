import { ENVELOPE_CODE as CODE } from '@mall/contract/platform/envelope-codes';
import { isApiError } from './api-error.ts';

/**
 * The fields a 1001 refusal names (`data.fields`, each `{ field, message }` with the path as the contract writes it,
 * "days.0.spans.1"), by field, so a form can show each beside its input. Empty for any other failure.
 */
export function fieldProblemsOf(error: unknown): Record<string, string> {
  if (!isApiError(error) || error.code !== CODE.INVALID_REQUEST) return {};
  const fields = (error.data as { fields?: unknown } | undefined)?.fields;
  if (!Array.isArray(fields)) return {};
  const out: Record<string, string> = {};
  for (const f of fields as { field?: unknown; message?: unknown }[]) {
    if (typeof f.field === 'string' && !(f.field in out)) out[f.field] = typeof f.message === 'string' ? f.message : '';
  }
  return out;
}
