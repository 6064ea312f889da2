import type { Lang } from '@mall/contract/platform/languages';

/** The user agreement of the marketplace, one string per paragraph. */
export const USER_AGREEMENT: Record<Lang, string[]> = {
  en: [
    'Welcome to our marketplace. This User Agreement is a contract between you and the operator of the marketplace ("we", "us"). It governs your use of the app, the website and every service offered through them. By registering an account or placing an order you confirm that you have read, understood and accepted this agreement. If you do not agree, please do not use the services.',
    '1. Accounts. You may register with a mobile number or an email address. You must give true and complete information, keep your password and verification codes secret, and tell us at once if you suspect that someone else is using your account. You are responsible for everything done under your account. An account may be logged in on one device per app type at a time; a new login ends the older session.',
    '2. The marketplace. Goods are sold by independent merchants who run their own shops on the platform. The merchant named on the goods page is the seller and is responsible for the description, quality, legality, delivery and after-sales service of its goods. We provide the platform, payment and dispute handling, and we act against merchants who break our rules, but we are not the seller unless a page says so.',
    '3. Orders and prices. Prices are held in the base currency of the platform; another display currency is for reference only, and the amount charged is the one shown at checkout. An order is placed when you submit it and becomes binding when the payment succeeds. Unpaid orders are cancelled automatically after the payment time shown at checkout. Coupons, points and gift balances follow the rules published with them and cannot be exchanged for cash unless those rules say so.',
    "4. Delivery, returns and refunds. Merchants ship to the address you choose; please check the receiver's name, phone number and address before you pay. If goods arrive damaged, differ from their description or do not arrive, you may apply for a return or refund from the order page within the period shown there. Approved refunds go back through the payment method you used.",
    '5. Your conduct. You agree not to break the law, infringe the rights of others, post false reviews, abuse promotions, use automated tools to place orders or collect data, or interfere with the security of the services. Reviews, chat messages and images you upload must be your own and must not be offensive. We may remove content and restrict or close accounts that break these rules, with notice where the law requires it.',
    '6. Liability. We work to keep the services available and accurate but cannot promise that they will always be uninterrupted or free of errors. To the extent the law allows, we are not liable for indirect losses, or for losses caused by merchants, carriers, payment providers or events beyond our reasonable control. Nothing in this agreement limits the rights you have as a consumer under the law that applies to you.',
    '7. Changes and contact. We may update this agreement when our services or the law change. We announce material changes in the app before they take effect; if you continue to use the services afterwards, the updated agreement applies. Questions and complaints can be sent to customer service in the app.',
  ],
  zh: [
    '欢迎使用本商城。本《用户协议》是您与商城运营方（以下简称"我们"）之间的协议，适用于您对本应用、网站及通过其提供的全部服务的使用。您注册账号或提交订单，即表示您已阅读、理解并同意本协议。如您不同意，请勿使用本服务。',
    '一、账号。您可以使用手机号或电子邮箱注册。您应提供真实、完整的信息，妥善保管密码和验证码；如发现他人使用您的账号，请立即通知我们。您对使用您账号进行的一切行为负责。同一账号在同一应用类型下仅可在一台设备上登录，新的登录将使之前的会话失效。',
    '二、平台性质。商品由在本平台开设店铺的独立商家销售。商品页面所示商家为出卖人，对商品的描述、质量、合法性、配送及售后服务承担责任。我们提供平台、支付及纠纷处理服务，并对违反平台规则的商家采取措施，但除页面另有说明外，我们并非商品的出卖人。',
    '三、订单与价格。商品价格以平台基础币种计价，切换的显示币种仅供参考，实际扣款金额以结算页显示为准。您提交订单即视为下单，支付成功后订单成立。未在结算页所示时限内支付的订单将被自动取消。优惠券、积分及赠送余额按其公布的规则使用，除规则另有规定外不可兑换现金。',
    '四、配送、退货与退款。商家将商品寄送至您选择的地址，请在付款前核对收货人姓名、电话及地址。如商品送达时破损、与描述不符或未收到商品，您可在订单页面所示期限内申请退货或退款。审核通过的退款将原路退回您使用的支付方式。',
    '五、用户行为规范。您不得违反法律法规、侵犯他人权益、发布虚假评价、滥用促销活动、使用自动化工具下单或采集数据，或破坏服务的安全。您上传的评价、聊天消息和图片应为您本人所有，且不得含有令人反感的内容。对于违反上述规定的内容和账号，我们可予以删除、限制或关闭；法律要求通知的，将事先通知您。',
    '六、责任限制。我们努力保证服务的稳定与准确，但无法保证服务始终不中断或没有错误。在法律允许的范围内，我们不对间接损失承担责任，也不对因商家、承运人、支付机构或超出我们合理控制范围的事件造成的损失承担责任。本协议的任何内容均不限制您依法享有的消费者权利。',
    '七、协议变更与联系我们。当服务内容或法律发生变化时，我们可能更新本协议。重大变更将在生效前于应用内公告；变更生效后您继续使用服务的，即适用更新后的协议。如有疑问或投诉，请通过应用内的客服与我们联系。',
  ],
  ja: [
    '本モールをご利用いただきありがとうございます。本利用規約は、お客様とモール運営者（以下「当社」）との間の契約であり、本アプリ、ウェブサイトおよびこれらを通じて提供されるすべてのサービスのご利用に適用されます。アカウントの登録または注文の送信をもって、お客様は本規約を読み、理解し、同意したものとみなされます。同意いただけない場合は、サービスをご利用にならないでください。',
    '1. アカウント　携帯電話番号またはメールアドレスで登録できます。お客様は正確かつ完全な情報を登録し、パスワードと認証コードを秘密に保ち、第三者による不正利用の疑いがある場合は直ちに当社へご連絡ください。お客様のアカウントで行われたすべての行為について、お客様が責任を負います。同じアカウントでログインできるのはアプリの種類ごとに1台の端末のみで、新たにログインすると以前のセッションは終了します。',
    '2. マーケットプレイス　商品は、本プラットフォーム上で店舗を運営する独立した出店者が販売します。商品ページに表示された出店者が売主であり、商品の説明、品質、適法性、配送およびアフターサービスについて責任を負います。当社はプラットフォーム、決済および紛争対応を提供し、規約に違反した出店者に対して措置を講じますが、ページに別途記載がある場合を除き、売主ではありません。',
    '3. 注文と価格　価格はプラットフォームの基準通貨で管理されます。表示通貨を切り替えた場合の金額は参考値であり、実際の請求額は注文確認画面に表示された金額です。注文は送信時に申し込まれ、支払いの完了をもって成立します。注文確認画面に表示された期限までに支払われなかった注文は自動的にキャンセルされます。クーポン、ポイントおよび特典残高は、それぞれ公表された条件に従って利用でき、条件に定めがない限り現金と交換することはできません。',
    '4. 配送・返品・返金　出店者はお客様が選択した住所へ商品を発送します。お支払い前に、受取人の氏名、電話番号および住所をご確認ください。商品が破損して届いた場合、説明と異なる場合、または届かない場合は、注文ページに表示された期間内に返品または返金を申請できます。承認された返金は、お支払いに使用された方法で返金されます。',
    '5. 禁止事項　法令違反、他者の権利の侵害、虚偽のレビューの投稿、キャンペーンの不正利用、自動化ツールによる注文やデータ収集、サービスの安全性を妨げる行為を禁止します。お客様が投稿するレビュー、チャットのメッセージおよび画像は、お客様自身のものであり、不快な内容を含まないものとします。これらに違反するコンテンツやアカウントについて、当社は削除、利用制限またはアカウントの停止を行うことがあり、法令で求められる場合は事前に通知します。',
    '6. 責任の制限　当社はサービスの安定と正確さに努めますが、サービスが中断しないこと、誤りがないことを保証するものではありません。法令で認められる範囲において、当社は間接的な損害、ならびに出店者、配送業者、決済事業者または当社の合理的な支配を超える事由によって生じた損害について責任を負いません。本規約のいかなる定めも、適用される法令に基づく消費者としてのお客様の権利を制限するものではありません。',
    '7. 規約の変更とお問い合わせ　サービス内容や法令の変更に応じて、本規約を改定することがあります。重要な変更は効力発生前にアプリ内でお知らせし、その後もサービスを利用された場合は改定後の規約が適用されます。ご質問や苦情は、アプリ内のカスタマーサービスまでお寄せください。',
  ],
};
