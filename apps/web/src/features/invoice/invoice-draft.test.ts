import { describe, expect, it } from 'vitest';
import { draftProblems, newInvoiceDraft, titleOfDraft } from './invoice-draft.ts';

describe('draftProblems', () => {
  it('asks a company for a name and a valid tax number, a person for a name only', () => {
    expect(draftProblems(newInvoiceDraft())).toEqual({ titleName: 'required', taxNo: 'required' });
    expect(draftProblems({ ...newInvoiceDraft(), titleName: 'Example Co.', taxNo: '91330100MA2B3C4D5M' })).toEqual({ taxNo: 'invalid' });
    expect(draftProblems({ ...newInvoiceDraft(), titleName: 'Example Co.', taxNo: '91330100 ma2b 3c4d5n' })).toEqual({});
    expect(draftProblems({ ...newInvoiceDraft(), titleKind: 'personal', titleName: '李雷', taxNo: 'anything' })).toEqual({});
    expect(draftProblems({ ...newInvoiceDraft(), titleKind: 'personal', titleName: 'x'.repeat(101) })).toEqual({ titleName: 'long' });
  });

  it('takes an email only when it is one', () => {
    const ok = { ...newInvoiceDraft(), titleKind: 'personal' as const, titleName: 'Li Lei' };
    expect(draftProblems({ ...ok, email: 'li@example' })).toEqual({ email: 'invalid' });
    expect(draftProblems({ ...ok, email: ' li@example.com ' })).toEqual({});
  });
});

describe('titleOfDraft', () => {
  it('sends the tax number normalized, and none for a person', () => {
    expect(titleOfDraft({ ...newInvoiceDraft(), titleName: ' Example Co. ', taxNo: '91330100 ma2b-3c4d5n' })).toMatchObject({ titleName: 'Example Co.', taxNo: '91330100MA2B3C4D5N' });
    expect(titleOfDraft({ ...newInvoiceDraft(), titleKind: 'personal', titleName: 'Li', taxNo: '123' }).taxNo).toBe('');
  });
});
