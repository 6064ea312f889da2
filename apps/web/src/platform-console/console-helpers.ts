import type { TReviewedApplication } from '@mall/contract/merchant/review-applications';
import type { OperatorRole } from '@mall/contract/platform/api';
import { CODE } from '@mall/contract/platform/code-numbers';
import { ABORTED, isApiError, NETWORK_FAILURE } from '../shared/transport/api-error.ts';
import type { ConsoleText } from './console-i18n.ts';
import { TIMED_OUT } from './console-transport.ts';

/** The limits of a refusal's reason, as `platform/merchant/apply/refuse` checks it (after trimming). */
export const REASON_MIN = 2;
export const REASON_MAX = 300;

export function reasonProblem(raw: string): 'tooShort' | 'tooLong' | undefined {
  const length = raw.trim().length;
  if (length < REASON_MIN) return 'tooShort';
  if (length > REASON_MAX) return 'tooLong';
  return undefined;
}

/** A list's tab from the address (`?status=refused`) if it is one of `tabs`; the first tab, the list's queue, otherwise. */
export function tabFromSearch<S extends string>(tabs: readonly [S, ...S[]], value: string | null): S {
  return (tabs as readonly string[]).includes(value ?? '') ? (value as S) : tabs[0];
}

/** An application id from the address, if it is one the API could know. */
export function applicationIdOf(param: string | undefined): number | undefined {
  if (!param || !/^[1-9][0-9]{0,9}$/.test(param)) return undefined;
  const id = Number(param);
  return id <= 2_147_483_647 ? id : undefined;
}

export type Actor = { kind: 'applicant'; name: string } | { kind: 'operator'; name: string | undefined };

export interface HistoryRow {
  key: string;
  action: TReviewedApplication['history'][number]['action'];
  at: string;
  reason: string;
  by: Actor;
}

/**
 * The application's history with who did each step: the applicant submits and edits, an operator (named by the API
 * for reviewers) decides.
 */
export function historyRows(application: Pick<TReviewedApplication, 'history' | 'applicant'>): HistoryRow[] {
  return application.history.map((step, i) => {
    const decision = step.action === 'approved' || step.action === 'refused';
    const by: Actor = decision ? { kind: 'operator', name: step.by ?? undefined } : { kind: 'applicant', name: step.by ?? application.applicant.nickName };
    return { key: `${i}-${step.action}-${step.at}`, action: step.action, at: step.at, reason: step.reason, by };
  });
}

export interface ErrorText {
  message: string;
  /** The envelope's code, shown with the message so that an operator can report it. */
  code: number | undefined;
}

/** What to tell the operator about a failed call: the server's message (it speaks T-lang), else ours. */
export function describeError(error: unknown, t: ConsoleText): ErrorText {
  if (!isApiError(error)) return { message: t('errors.failed'), code: undefined };
  if (error.code === NETWORK_FAILURE) return { message: t(error.message === TIMED_OUT ? 'errors.timeout' : 'errors.network'), code: undefined };
  if (error.code === ABORTED) return { message: t('errors.failed'), code: undefined };
  return { message: error.message || t('errors.failed'), code: error.code };
}

export function isForbidden(error: unknown): boolean {
  return isApiError(error) && error.code === CODE.FORBIDDEN;
}

export function isAlreadyDecided(error: unknown): boolean {
  return isApiError(error) && error.code === CODE.MERCHANT_APPLICATION_DECIDED;
}

/**
 * Where keyboard focus goes when Tab (or Shift+Tab) leaves the element at `index` of a dialog's `count` focusable
 * elements: round to the other end at either edge, so focus stays in the dialog; -1 when nothing needs doing.
 */
export function wrappedFocus(index: number, count: number, backwards: boolean): number {
  if (count === 0) return -1;
  if (index === -1) return backwards ? count - 1 : 0;
  if (backwards && index === 0) return count - 1;
  if (!backwards && index === count - 1) return 0;
  return -1;
}

/** Whether an operator of these roles may open a section needing `role`; a session that did not record roles shows all. */
export function mayOpen(roles: readonly OperatorRole[] | undefined, role: OperatorRole): boolean {
  return roles === undefined || roles.includes('admin') || roles.includes(role);
}
