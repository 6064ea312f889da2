import type { Lang, Localized } from '@mall/contract/platform/languages';
import type { Tx } from '../platform/database.ts';
import { helpArticle } from '../modules/complaint/complaint.tables.ts';

/** Paragraphs are separated by a blank line, so any client can render the plain text. */
function paragraphs(text: Record<Lang, string[]>): Localized {
  return { en: text.en.join('\n\n'), zh: text.zh.join('\n\n'), ja: text.ja.join('\n\n') };
}

/** The help of the complaint pages (`complaint/kmsArtical`): what to do before complaining, and what happens after. */
export const SEED_HELP_ARTICLES: { code: string; title: Localized; body: Localized }[] = [
  {
    code: 'before-you-complain',
    title: { en: 'Before you complain: talk to the shop', zh: '投诉之前：先与店铺沟通', ja: '申し立ての前に：まずショップに相談' },
    body: paragraphs({
      en: [
        'Most problems are solved fastest by the shop itself. Open the order, choose the shop and send a message describing what went wrong, with a photo if you can.',
        'Shops usually reply within one working day. If the goods arrived damaged, wrong or incomplete, you can also ask for a refund, a return or an exchange from the order page.',
        'Complain to the platform when the shop does not answer, refuses a reasonable request, or when something is wrong with the goods or the shop itself, such as counterfeit or prohibited goods.',
      ],
      zh: [
        '大多数问题直接联系店铺处理最快。打开订单，进入店铺并留言说明遇到的问题，如有条件请附上照片。',
        '店铺一般会在一个工作日内回复。如果商品破损、发错或缺件，您也可以在订单页直接申请退款、退货或换货。',
        '如果店铺长时间不回复、拒绝合理的诉求，或商品、店铺本身存在问题（如假冒或违禁商品），请向平台投诉。',
      ],
      ja: [
        'ほとんどの問題は、ショップに直接相談するのがいちばん早く解決します。注文を開いてショップにメッセージを送り、何が起きたかを、できれば写真を添えてお知らせください。',
        'ショップは通常1営業日以内に返信します。商品の破損・誤配送・不足の場合は、注文ページから返金・返品・交換を申請することもできます。',
        'ショップから返事がない、妥当な要望を断られた、あるいは偽造品や禁止商品など商品やショップ自体に問題がある場合は、プラットフォームに申し立ててください。',
      ],
    }),
  },
  {
    code: 'how-to-complain',
    title: { en: 'How to file a complaint', zh: '如何提交投诉', ja: '苦情の申し立て方法' },
    body: paragraphs({
      en: [
        'Choose what your complaint is about: one of your orders, a goods, a shop, or an after-sales request the shop refused. You can start from the order page, the goods page or My complaints.',
        'Pick the type that fits best and describe what happened in your own words: what you expected, what you received and what you have already tried with the shop. Up to 500 characters.',
        'Add up to six photos as evidence, such as the parcel, the goods or the label. Clear photos help us decide faster.',
        'After you submit, you get a complaint number. Keep it if you contact customer service.',
      ],
      zh: [
        '选择投诉对象：您的某个订单、某件商品、某家店铺，或被店铺拒绝的售后申请。您可以从订单详情、商品详情页或"我的投诉"发起投诉。',
        '选择最符合的投诉类型，并如实描述经过：您期望的是什么、实际收到了什么、已经与店铺沟通过哪些内容。最多 500 字。',
        '最多可上传 6 张照片作为凭证，例如包裹、商品或标签。照片越清晰，处理越快。',
        '提交后您会获得投诉单号，联系客服时请提供该单号。',
      ],
      ja: [
        '申し立ての対象を選びます。ご自身の注文、商品、ショップ、またはショップに却下されたアフターサービス申請のいずれかです。注文ページ、商品ページ、「苦情の履歴」から始められます。',
        '最も当てはまる種類を選び、期待していたこと、実際に届いたもの、ショップとすでにやり取りした内容を、ご自身の言葉で500文字以内で記入してください。',
        '証拠として、梱包・商品・ラベルなどの写真を6枚まで添付できます。鮮明な写真があると早く判断できます。',
        '送信すると受付番号が発行されます。カスタマーサービスにお問い合わせの際はこの番号をお伝えください。',
      ],
    }),
  },
  {
    code: 'refused-after-sales',
    title: { en: 'When the shop refuses a return or refund', zh: '店铺拒绝退货退款怎么办', ja: 'ショップに返品・返金を断られたとき' },
    body: paragraphs({
      en: [
        'If a shop refuses your after-sales request, the request page shows the reason it gave. Read it first: sometimes a missing photo or detail is all that is needed, and you can apply again.',
        'If you think the refusal is wrong, take it to the platform: start a complaint from the order page or from My complaints, and choose the refused request. Each request can be taken to the platform once.',
        'We look at the order, the request, the shop\'s reason and your evidence, and may ask the shop for more information. If the shop was wrong, we ask it to accept the request.',
      ],
      zh: [
        '如果店铺拒绝了您的售后申请，售后详情页会显示店铺给出的理由。请先查看：有时只需补充照片或说明，即可重新申请。',
        '如果您认为拒绝不合理，可以申请平台介入：从订单详情或"我的投诉"发起投诉，并选择被拒绝的售后申请。每个售后申请只能投诉一次。',
        '平台会核查订单、售后申请、店铺理由以及您提供的凭证，必要时向店铺了解情况。若店铺处理不当，平台将要求店铺受理您的申请。',
      ],
      ja: [
        'ショップがアフターサービス申請を却下した場合、申請ページにその理由が表示されます。まずご確認ください。写真や説明を補えば再申請できる場合もあります。',
        '却下が不当だと思う場合は、プラットフォームに申し立ててください。注文ページまたは「苦情の履歴」から申し立てを始め、却下された申請を選びます。申し立ては1件の申請につき1回までです。',
        'プラットフォームは注文、申請内容、ショップの理由、お客様の証拠を確認し、必要に応じてショップに事情を聞きます。ショップの対応が不適切だった場合は、申請を受け付けるようショップに求めます。',
      ],
    }),
  },
  {
    code: 'after-you-complain',
    title: { en: 'What happens after you complain', zh: '投诉提交后会怎样', ja: '申し立て後の流れ' },
    body: paragraphs({
      en: [
        'Every complaint is read by a member of the platform\'s support team, usually within two working days. Complaints are handled in the order they arrive.',
        'When we answer, you get a message, and the answer appears on the complaint\'s page under My complaints. The status then changes from "Waiting" to "Answered".',
        'Once nothing more needs to be done, we close the complaint. If the problem comes back, you can file a new complaint at any time.',
      ],
      zh: [
        '每条投诉都会由平台客服人员处理，一般在两个工作日内回复，按提交先后顺序处理。',
        '平台回复后，您会收到消息通知，回复内容会显示在"我的投诉"中对应的投诉详情里，状态由"待处理"变为"已回复"。',
        '问题处理完毕后，平台会关闭该投诉。如果问题再次出现，您可以随时重新提交投诉。',
      ],
      ja: [
        'すべての申し立ては、プラットフォームのサポート担当者が受付順に確認し、通常2営業日以内に回答します。',
        '回答するとメッセージでお知らせし、「苦情の履歴」の該当ページに回答が表示されます。状態は「対応待ち」から「回答済み」に変わります。',
        '対応が完了すると、申し立ては終了となります。問題が再発した場合は、いつでも新たに申し立てできます。',
      ],
    }),
  },
  {
    code: 'counterfeit-and-prohibited',
    title: { en: 'Reporting counterfeit or prohibited goods', zh: '举报假冒或违禁商品', ja: '偽造品・禁止商品の報告' },
    body: paragraphs({
      en: [
        'You do not need to have bought a goods to report it. On the goods page, choose "Report" and pick "Counterfeit goods" or "Prohibited goods".',
        'Tell us what makes you think so: a wrong logo, a missing certificate, a price far below the brand\'s, or a goods that may not be sold at all. Photos of the listing or the item help.',
        'We check the listing and the shop. Goods found to break the rules are taken off sale, and the shop may be restricted. We do not tell the shop who reported it.',
      ],
      zh: [
        '即使没有购买，您也可以举报商品。在商品详情页选择"举报"，并选择"假冒商品"或"违禁商品"。',
        '请说明您的判断依据，例如商标有误、缺少证书、价格远低于品牌正常价格，或属于禁止销售的商品。附上商品页面或实物照片会更有帮助。',
        '平台会核查商品与店铺。确认违规的商品将被下架，店铺也可能受到限制。平台不会向店铺透露举报人信息。',
      ],
      ja: [
        '購入していない商品でも報告できます。商品ページで「報告」を選び、「偽造品」または「禁止商品」を選択してください。',
        'そう判断した理由をお知らせください。ロゴの誤り、証明書がない、ブランドの通常価格より極端に安い、販売自体が認められていない商品である、などです。掲載ページや実物の写真があると役立ちます。',
        'プラットフォームは掲載内容とショップを確認します。規約違反と判断した商品は販売停止となり、ショップが制限を受けることもあります。報告者をショップに伝えることはありません。',
      ],
    }),
  },
];

/** Stores the articles that are missing; texts an operator has since changed are never overwritten. */
export async function seedHelpArticles(tx: Tx): Promise<void> {
  await tx
    .insert(helpArticle)
    .values(SEED_HELP_ARTICLES.map((a, i) => ({ ...a, category: 'complaint', sort: (i + 1) * 10 })))
    .onConflictDoNothing({ target: helpArticle.code });
}
