import type { Localized } from '@mall/contract/platform/languages';
import type { ReturnStatus } from '@mall/contract/aftersale/return-fields';

/** What the shopper is told in their messages when a request moves: only the steps they wait for. */
export function returnNotice(to: ReturnStatus, note: string): { title: Localized; content: Localized } | undefined {
  switch (to) {
    case 'approved':
      return {
        title: { en: 'Your after-sales request was approved', zh: '售后申请已通过', ja: 'アフターサービスの申請が承認されました' },
        content: {
          en: 'Open the request to see what happens next.',
          zh: '打开售后单查看下一步。',
          ja: '申請を開いて次の手順をご確認ください。',
        },
      };
    case 'refused':
      return {
        title: { en: 'Your after-sales request was refused', zh: '售后申请被拒绝', ja: 'アフターサービスの申請が拒否されました' },
        content: {
          en: `The shop's reason: ${note}. If you disagree, ask the platform to step in from the request.`,
          zh: `商家理由：${note}。如有异议，可在售后单中申请平台介入。`,
          ja: `ショップの理由：${note}。納得できない場合は、申請からプラットフォームに仲裁を依頼できます。`,
        },
      };
    case 'refunded':
      return {
        title: { en: 'Your refund has been paid', zh: '退款已到账', ja: '返金が完了しました' },
        content: { en: 'The money went back the way you paid.', zh: '退款已原路退回。', ja: 'お支払い方法に返金されました。' },
      };
    case 'exchanging':
      return {
        title: { en: 'Your exchange is on its way', zh: '换货商品已寄出', ja: '交換品を発送しました' },
        content: { en: 'Follow the new parcel from the request.', zh: '可在售后单中查看物流。', ja: '申請から配送状況を確認できます。' },
      };
    default:
      return undefined;
  }
}
