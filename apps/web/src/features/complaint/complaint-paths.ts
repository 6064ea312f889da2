import type { TComplaintSubjectIds } from '@mall/contract/complaint/complaint-fields';

/** The complaint pages (spec routes): the form, the shopper's list, one complaint, one help article. */
export const COMPLAINT_FORM_PATH = '/pages/complaint/complaint';
export const COMPLAINT_LIST_PATH = '/pages/complaint/reportrecord';
export const COMPLAINT_PAGE_PATH = '/pages/complaint/reportdetail';
export const HELP_ARTICLE_PATH = '/pages/complaint/detail';

const ID_KEYS = ['orderId', 'goodsId', 'shopId', 'returnId'] as const;

/** A positive id the API could know, from a query parameter. */
export function idParam(value: string | undefined): number | undefined {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n <= 2_147_483_647 ? n : undefined;
}

/** The subject ids a page was opened with (`?orderId=` and the like); the wrong ones are left out. */
export function subjectIdsOf(query: Readonly<Record<string, string>>): TComplaintSubjectIds {
  const ids: TComplaintSubjectIds = {};
  for (const key of ID_KEYS) {
    const id = idParam(query[key]);
    if (id !== undefined) ids[key] = id;
  }
  return ids;
}

/** The complaint form about a subject. */
export function complaintFormPath(ids: TComplaintSubjectIds = {}): string {
  const search = new URLSearchParams();
  for (const key of ID_KEYS) if (ids[key] !== undefined) search.set(key, String(ids[key]));
  const query = search.toString();
  return query ? `${COMPLAINT_FORM_PATH}?${query}` : COMPLAINT_FORM_PATH;
}

export function complaintPagePath(complaintId: number): string {
  return `${COMPLAINT_PAGE_PATH}?complaintId=${complaintId}`;
}

export function helpArticlePath(code: string): string {
  return `${HELP_ARTICLE_PATH}?code=${encodeURIComponent(code)}`;
}

/** An article code as the API takes it. */
export function articleCodeParam(value: string | undefined): string | undefined {
  return value && /^[a-z0-9-]{1,64}$/.test(value) ? value : undefined;
}
