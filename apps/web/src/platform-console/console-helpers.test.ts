import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from '@mall/contract/merchant/application-fields';
import type { TReviewedApplication } from '@mall/contract/merchant/review-applications';
import { ABORTED, ApiError, NETWORK_FAILURE } from '../shared/transport/api-error.ts';
import {
  applicationIdOf,
  describeError,
  historyRows,
  isAlreadyDecided,
  isForbidden,
  mayOpen,
  reasonProblem,
  tabFromSearch,
  wrappedFocus,
} from './console-helpers.ts';
import { textOf } from './console-i18n.ts';
import { OFFLINE, TIMED_OUT } from './console-transport.ts';

describe('reasonProblem', () => {
  it('takes 2 to 300 characters after trimming, as the refuse call does', () => {
    expect(reasonProblem('')).toBe('tooShort');
    expect(reasonProblem(' a  ')).toBe('tooShort');
    expect(reasonProblem('ab')).toBeUndefined();
    expect(reasonProblem('  模糊  ')).toBeUndefined();
    expect(reasonProblem('x'.repeat(300))).toBeUndefined();
    expect(reasonProblem(` ${'x'.repeat(300)}\n`)).toBeUndefined();
    expect(reasonProblem('x'.repeat(301))).toBe('tooLong');
  });
});

describe('tabFromSearch', () => {
  it('reads a known status and falls back to the first tab, the queue', () => {
    expect(tabFromSearch(APPLICATION_STATUSES, 'refused')).toBe('refused');
    expect(tabFromSearch(APPLICATION_STATUSES, 'approved')).toBe('approved');
    expect(tabFromSearch(APPLICATION_STATUSES, null)).toBe('pending');
    expect(tabFromSearch(APPLICATION_STATUSES, 'all')).toBe('pending');
  });
});

describe('applicationIdOf', () => {
  it('accepts the ids the API can know and nothing else', () => {
    expect(applicationIdOf('12')).toBe(12);
    expect(applicationIdOf('2147483647')).toBe(2_147_483_647);
    for (const bad of [undefined, '', '0', '012', '-1', '1.5', '1e3', 'abc', '2147483648', '99999999999']) expect(applicationIdOf(bad), String(bad)).toBeUndefined();
  });
});

function application(over: Partial<TReviewedApplication>): Pick<TReviewedApplication, 'history' | 'applicant' | 'decidedBy' | 'status'> {
  return {
    status: 'pending',
    decidedBy: null,
    applicant: { accountId: 7, number: 'M1', nickName: 'Li Wei', registeredAt: '2026-01-01T00:00:00.000Z' },
    history: [],
    ...over,
  };
}

describe('historyRows', () => {
  it('gives each step to who took it: the applicant their submissions and edits, each operator their decision', () => {
    const rows = historyRows(
      application({
        status: 'approved',
        decidedBy: 'Ada',
        history: [
          { status: 'pending', action: 'submitted', reason: '', at: '2026-01-01T00:00:00.000Z', by: 'Li Wei' },
          { status: 'refused', action: 'refused', reason: 'Blurred', at: '2026-01-02T00:00:00.000Z', by: 'Bo' },
          { status: 'pending', action: 'edited', reason: '', at: '2026-01-03T00:00:00.000Z', by: 'Li Wei' },
          { status: 'approved', action: 'approved', reason: '', at: '2026-01-04T00:00:00.000Z', by: 'Ada' },
        ],
      }),
    );
    expect(rows.map((r) => [r.action, r.by])).toEqual([
      ['submitted', { kind: 'applicant', name: 'Li Wei' }],
      ['refused', { kind: 'operator', name: 'Bo' }],
      ['edited', { kind: 'applicant', name: 'Li Wei' }],
      ['approved', { kind: 'operator', name: 'Ada' }],
    ]);
    expect(rows[1]!.reason).toBe('Blurred');
    expect(new Set(rows.map((r) => r.key)).size).toBe(4);
  });

  it('says "an operator" when the API names nobody', () => {
    const rows = historyRows(
      application({
        status: 'pending',
        decidedBy: null,
        history: [
          { status: 'pending', action: 'submitted', reason: '', at: '2026-01-01T00:00:00.000Z', by: null },
          { status: 'refused', action: 'refused', reason: 'No', at: '2026-01-02T00:00:00.000Z', by: null },
        ],
      }),
    );
    expect(rows[0]!.by).toEqual({ kind: 'applicant', name: 'Li Wei' });
    expect(rows[1]!.by).toEqual({ kind: 'operator', name: undefined });
  });
});

describe('describeError', () => {
  const t = textOf('en');

  it('shows the server message with its code', () => {
    expect(describeError(new ApiError(2006, 'Wrong account or password', 200), t)).toEqual({ message: 'Wrong account or password', code: 2006 });
  });

  it('says what failed on the way in the operator’s language, without a code', () => {
    expect(describeError(new ApiError(NETWORK_FAILURE, OFFLINE), t)).toEqual({ message: t('errors.network'), code: undefined });
    expect(describeError(new ApiError(NETWORK_FAILURE, TIMED_OUT), textOf('zh'))).toEqual({ message: textOf('zh')('errors.timeout'), code: undefined });
    expect(describeError(new ApiError(ABORTED, 'aborted'), t).code).toBeUndefined();
    expect(describeError(new Error('boom'), t)).toEqual({ message: t('errors.failed'), code: undefined });
  });

  it('falls back to a general message when the server sent none', () => {
    expect(describeError(new ApiError(500, '', 500), t)).toEqual({ message: t('errors.failed'), code: 500 });
  });
});

describe('codes', () => {
  it('tells not-an-operator and already-decided apart', () => {
    expect(isForbidden(new ApiError(1003, 'x'))).toBe(true);
    expect(isForbidden(new ApiError(1002, 'x'))).toBe(false);
    expect(isAlreadyDecided(new ApiError(4503, 'x'))).toBe(true);
    expect(isAlreadyDecided(new Error('4503'))).toBe(false);
  });
});

describe('wrappedFocus', () => {
  it('goes round at either end and leaves the middle to the browser', () => {
    expect(wrappedFocus(2, 3, false)).toBe(0);
    expect(wrappedFocus(0, 3, true)).toBe(2);
    expect(wrappedFocus(1, 3, false)).toBe(-1);
    expect(wrappedFocus(1, 3, true)).toBe(-1);
    expect(wrappedFocus(0, 1, false)).toBe(0);
    expect(wrappedFocus(-1, 3, false)).toBe(0);
    expect(wrappedFocus(-1, 3, true)).toBe(2);
    expect(wrappedFocus(0, 0, false)).toBe(-1);
  });
});

describe('mayOpen', () => {
  it('shows a section to its role and to admins, and everything to a session without recorded roles', () => {
    expect(mayOpen(['finance'], 'finance')).toBe(true);
    expect(mayOpen(['finance'], 'support')).toBe(false);
    expect(mayOpen(['support', 'finance'], 'admin')).toBe(false);
    expect(mayOpen(['admin'], 'support')).toBe(true);
    expect(mayOpen([], 'support')).toBe(false);
    expect(mayOpen(undefined, 'admin')).toBe(true);
  });
});
