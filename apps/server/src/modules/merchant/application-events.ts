import type { Localized } from '@mall/contract/platform/languages';
import type { Deps } from '../../platform/deps.ts';
import { sendUserMessage } from '../messaging/messaging.api.ts';

/** The events of merchant applications, published in the transaction that decides one. */
export const APPLICATION_EVENTS = { decided: 'merchant.application-decided' } as const;

export interface ApplicationDecided {
  applicationId: number;
  accountId: number;
  status: 'approved' | 'refused';
  reason: string;
}

const APPROVED: { title: Localized; content: Localized } = {
  title: { en: 'Your shop is approved', zh: '您的入驻申请已通过', ja: '出店申請が承認されました' },
  content: {
    en: 'Welcome aboard! Your merchant application was approved and your shop is open. List your first goods from the merchant console.',
    zh: '欢迎入驻！您的商家申请已审核通过，店铺已开通。现在就去商家后台发布第一件商品吧。',
    ja: 'ようこそ！出店申請が承認され、ショップが開設されました。出店者コンソールから最初の商品を登録しましょう。',
  },
};

function refused(reason: string): { title: Localized; content: Localized } {
  return {
    title: { en: 'Your merchant application needs changes', zh: '您的入驻申请未通过', ja: '出店申請が却下されました' },
    content: {
      en: `Reason: ${reason}. Correct the application and send it again.`,
      zh: `原因：${reason}。请修改申请后重新提交。`,
      ja: `理由：${reason}。申請内容を修正して再度送信してください。`,
    },
  };
}

/** The applicant hears of the decision in their messages (exactly once: the delivery and the message commit together). */
export function subscribeApplicationEvents(deps: Deps): void {
  deps.domainEvents.subscribe<ApplicationDecided>(APPLICATION_EVENTS.decided, 'merchant.notify-applicant', async (tx, { payload }) => {
    const words = payload.status === 'approved' ? APPROVED : refused(payload.reason);
    await sendUserMessage(tx, { accountId: payload.accountId, kind: 'system', ...words, link: '/pages/user/applymerchantresult' });
  });
}
