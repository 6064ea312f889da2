import type { TComplaint } from '@mall/contract/complaint/complaint-fields';
import type { Lang } from '@mall/contract/platform/languages';
import type { Db, Tx } from '../../platform/database.ts';
import { textIn } from '../../platform/localized.ts';
import { readSubjectViews } from '../../read-models/complaint-subjects.ts';
import { dictionaryValues } from '../resource/resource.api.ts';
import type { complaint } from './complaint.tables.ts';

export type ComplaintRow = typeof complaint.$inferSelect;

/** The dictionary that types complaints. */
export const COMPLAINT_TYPE_DICTIONARY = 'complaint_type';

/** Complaints as their shopper reads them, in the order given: each with its subject's facts and its type's label. */
export async function complaintViews(q: Db | Tx, rows: readonly ComplaintRow[], lang: Lang): Promise<TComplaint[]> {
  if (rows.length === 0) return [];
  const [subjects, types] = await Promise.all([readSubjectViews(q, rows, lang), dictionaryValues(q, COMPLAINT_TYPE_DICTIONARY)]);
  return rows.map((r, i) => {
    const label = types.get(r.type);
    return {
      complaintId: r.id,
      complaintNo: r.complaintNo,
      type: r.type,
      // A type since switched off in the dictionary still reads as its value.
      typeLabel: label ? textIn(label, lang) : r.type,
      status: r.status,
      content: r.content,
      images: r.images,
      about: subjects[i]!,
      answer: r.answer,
      createdAt: r.createdAt.toISOString(),
      answeredAt: r.answeredAt?.toISOString() ?? null,
      closedAt: r.closedAt?.toISOString() ?? null,
    };
  });
}

export async function complaintView(q: Db | Tx, row: ComplaintRow, lang: Lang): Promise<TComplaint> {
  return (await complaintViews(q, [row], lang))[0]!;
}
