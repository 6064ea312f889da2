import type { Localized } from '@mall/contract/platform/languages';
import type { Deps } from '../../platform/deps.ts';
import { sendUserMessage } from '../messaging/messaging.api.ts';

/** The events of complaints, published in the transaction that causes them. */
export const COMPLAINT_EVENTS = { answered: 'complaint.answered' } as const;

export interface ComplaintAnswered {
  complaintId: number;
  complaintNo: string;
  accountId: number;
}

/** Where the shopper reads one of their complaints (pages/complaint/reportdetail). */
export function complaintPagePath(complaintId: number): string {
  return `/pages/complaint/reportdetail?complaintId=${complaintId}`;
}

function answeredMessage(complaintNo: string): { title: Localized; content: Localized } {
  return {
    title: { en: 'The platform answered your complaint', zh: '平台已回复您的投诉', ja: 'プラットフォームが苦情に回答しました' },
    content: {
      en: `Your complaint ${complaintNo} has an answer from the platform. Open it to read what we found and what happens next.`,
      zh: `您的投诉 ${complaintNo} 已收到平台回复，点击查看处理结果及后续安排。`,
      ja: `苦情 ${complaintNo} にプラットフォームから回答が届きました。開いて調査結果と今後の対応をご確認ください。`,
    },
  };
}

/** The complainant hears of the answer in their messages (exactly once: the delivery and the message commit together). */
export function subscribeComplaintEvents(deps: Deps): void {
  deps.domainEvents.subscribe<ComplaintAnswered>(COMPLAINT_EVENTS.answered, 'complaint.notify-complainant', async (tx, { payload }) => {
    await sendUserMessage(tx, { accountId: payload.accountId, kind: 'system', ...answeredMessage(payload.complaintNo), link: complaintPagePath(payload.complaintId) });
  });
}
