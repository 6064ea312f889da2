import { isValidTaxNo, normalizeTaxNo, type InvoiceTitleKind, type TInvoice, type TInvoiceTitle } from '@mall/contract/invoice/invoice-fields';
import { isValidEmail } from '../../shared/format/validate-email.ts';

/** The invoice form as the shopper fills it in: whom it is made out to, and where it is sent. */
export interface InvoiceDraft {
  titleKind: InvoiceTitleKind;
  titleName: string;
  taxNo: string;
  email: string;
  saveTitle: boolean;
}

export const TITLE_NAME_MAX = 100;

/** A new request: a company title by default (what most invoices are for), kept for next time. */
export function newInvoiceDraft(): InvoiceDraft {
  return { titleKind: 'company', titleName: '', taxNo: '', email: '', saveTitle: true };
}

/** The form filled from a saved title (its kind, name, tax number and email). */
export function draftOfTitle(title: TInvoiceTitle, saveTitle: boolean): InvoiceDraft {
  return { titleKind: title.titleKind, titleName: title.titleName, taxNo: title.taxNo, email: title.email, saveTitle };
}

/** The form filled from a requested invoice, to change it. */
export function draftOfInvoice(invoice: TInvoice): InvoiceDraft {
  return { titleKind: invoice.titleKind, titleName: invoice.titleName, taxNo: invoice.taxNo, email: invoice.email, saveTitle: false };
}

export interface DraftProblems {
  titleName?: 'required' | 'long';
  taxNo?: 'required' | 'invalid';
  email?: 'invalid';
}

/** What keeps the draft from being sent, by field; the server checks the same rules (the contract's). */
export function draftProblems(draft: InvoiceDraft): DraftProblems {
  const problems: DraftProblems = {};
  const name = draft.titleName.trim();
  if (name === '') problems.titleName = 'required';
  else if (name.length > TITLE_NAME_MAX) problems.titleName = 'long';
  if (draft.titleKind === 'company') {
    const taxNo = normalizeTaxNo(draft.taxNo);
    if (taxNo === '') problems.taxNo = 'required';
    else if (!isValidTaxNo(taxNo)) problems.taxNo = 'invalid';
  }
  if (draft.email.trim() !== '' && !isValidEmail(draft.email)) problems.email = 'invalid';
  return problems;
}

/** The title fields of a call, from a draft without problems: a person's title carries no tax number. */
export function titleOfDraft(draft: InvoiceDraft) {
  return {
    titleKind: draft.titleKind,
    titleName: draft.titleName.trim(),
    taxNo: draft.titleKind === 'company' ? normalizeTaxNo(draft.taxNo) : '',
    email: draft.email.trim(),
    saveTitle: draft.saveTitle,
  };
}
