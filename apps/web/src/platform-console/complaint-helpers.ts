import { COMPLAINT_ANSWER_MAX, COMPLAINT_ANSWER_MIN } from '@mall/contract/complaint/complaint-fields';
import { CODE } from '@mall/contract/platform/code-numbers';
import { isApiError } from '../shared/transport/api-error.ts';

/** What is wrong with an answer, as `platform/complaint/answer` checks it (after trimming). */
export function answerProblem(raw: string): 'tooShort' | 'tooLong' | undefined {
  const length = raw.trim().length;
  if (length < COMPLAINT_ANSWER_MIN) return 'tooShort';
  if (length > COMPLAINT_ANSWER_MAX) return 'tooLong';
  return undefined;
}

export function isAlreadyAnswered(error: unknown): boolean {
  return isApiError(error) && error.code === CODE.COMPLAINT_ANSWERED;
}
