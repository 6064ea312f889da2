import type { Lang } from '@mall/contract/platform/languages';

/** The privacy policy of the marketplace, one string per paragraph. */
export const PRIVACY_POLICY: Record<Lang, string[]> = {
  en: [
    'This Privacy Policy explains what personal information our marketplace collects when you use the app and the website, why we collect it, how long we keep it and what choices you have. It forms part of the User Agreement.',
    "1. Information we collect. Account information: your mobile number or email address, nickname, avatar and password (stored only as a one-way hash). Order information: the goods you buy, the amounts you pay, delivery addresses with the receiver's name and phone number, invoices and after-sales requests. Device information: device identifier, model, operating system, app version, language and currency settings, and IP address. Usage information: the pages and goods you view, your searches, favourites and chats with shops. Location, only if you allow it, to show nearby shops and suggest an address.",
    '2. How we use it. To create and protect your account, including sending verification codes; to process orders, payments, deliveries and refunds; to let merchants fulfil the orders you place with them; to answer customer service requests and complaints; to show goods and promotions that suit your interests, which you can switch off in the settings; to prevent fraud and abuse; and to meet legal obligations such as tax and consumer protection.',
    "3. Sharing. We give a merchant only what it needs to fulfil your order: the receiver's name, phone number and address, and the order details. Carriers receive the delivery details; payment providers receive what they need to complete a payment. We do not sell your personal information. We disclose information to authorities only when the law requires it.",
    '4. Storage and security. Your information is kept on protected servers. Passwords and verification codes are stored only as hashes, access is limited to staff who need it, and connections are encrypted. We keep your information while your account exists, and afterwards for as long as the law requires for orders and payments; then we delete or anonymise it.',
    '5. Your rights. In the app you can view and correct your profile and addresses, delete addresses, and withdraw your consent to personalised recommendations and to location access. Through customer service you can ask for a copy of your information or for your account to be deleted. We answer requests within 15 working days.',
    '6. Children. The marketplace is not meant for children under 14. If you are under the age of majority where you live, please use the services with the consent of a parent or guardian.',
    '7. Changes and contact. We announce changes to this policy in the app and ask for your consent again where the law requires it. For questions about your personal information, please contact customer service in the app.',
  ],
  zh: [
    '本《隐私政策》说明您使用本商城应用及网站时我们收集哪些个人信息、收集的目的、保存期限以及您享有的选择。本政策是《用户协议》的组成部分。',
    '一、我们收集的信息。账号信息：您的手机号或电子邮箱、昵称、头像及密码（仅以不可逆的哈希形式保存）。订单信息：您购买的商品、支付金额、收货地址及收货人姓名和电话、发票及售后申请。设备信息：设备标识、型号、操作系统、应用版本、语言和币种设置以及 IP 地址。使用信息：您浏览的页面和商品、搜索记录、收藏以及与店铺的聊天。位置信息：仅在您授权后收集，用于展示附近店铺和推荐收货地址。',
    '二、我们如何使用这些信息。用于创建并保护您的账号（包括发送验证码）；处理订单、支付、配送和退款；使商家能够履行您在其店铺下的订单；回复客服咨询和投诉；向您展示符合您兴趣的商品和活动（您可在设置中关闭）；防范欺诈和滥用；以及履行税务、消费者保护等法定义务。',
    '三、信息共享。我们仅向商家提供履行订单所必需的信息：收货人姓名、电话、地址及订单详情。承运人获得配送所需的信息，支付机构获得完成支付所需的信息。我们不会出售您的个人信息。仅在法律要求时，我们才会向有关机关披露信息。',
    '四、存储与安全。您的信息存储在受保护的服务器上。密码和验证码仅以哈希形式保存，访问权限仅限于确有需要的工作人员，数据传输经过加密。我们在您的账号存续期间保存您的信息，账号注销后按照法律对订单和支付记录的要求继续保存，期满后予以删除或匿名化处理。',
    '五、您的权利。您可以在应用内查看和更正个人资料及收货地址、删除地址，撤回对个性化推荐和位置权限的授权；也可以通过客服申请获取您的信息副本或注销账号。我们将在 15 个工作日内答复您的请求。',
    '六、未成年人保护。本商城不面向 14 周岁以下的儿童。如您未达到所在地的法定成年年龄，请在父母或监护人的同意下使用本服务。',
    '七、政策变更与联系我们。本政策如有变更，我们将在应用内公告，并在法律要求时重新征得您的同意。如对您的个人信息有任何疑问，请通过应用内的客服与我们联系。',
  ],
  ja: [
    '本プライバシーポリシーは、お客様が本モールのアプリおよびウェブサイトをご利用になる際に当社が収集する個人情報の内容、利用目的、保存期間、およびお客様が選択できる事項について説明するものです。本ポリシーは利用規約の一部を構成します。',
    '1. 収集する情報　アカウント情報：携帯電話番号またはメールアドレス、ニックネーム、アイコン画像、パスワード（復元できないハッシュ値としてのみ保存）。注文情報：購入した商品、支払金額、受取人の氏名と電話番号を含む配送先住所、領収書およびアフターサービスの申請。端末情報：端末識別子、機種、OS、アプリのバージョン、言語と通貨の設定、IPアドレス。利用情報：閲覧したページと商品、検索履歴、お気に入り、店舗とのチャット。位置情報：お客様が許可した場合に限り、近くの店舗の表示や住所の候補の提示のために収集します。',
    '2. 利用目的　アカウントの作成と保護（認証コードの送信を含む）、注文・支払い・配送・返金の処理、出店者によるご注文の履行、カスタマーサービスへのお問い合わせや苦情への対応、お客様の興味に合った商品やキャンペーンの表示（設定でオフにできます）、不正行為の防止、ならびに税務や消費者保護などの法的義務の履行のために利用します。',
    '3. 第三者への提供　出店者には、ご注文の履行に必要な情報（受取人の氏名、電話番号、住所および注文内容）のみを提供します。配送業者には配送に必要な情報を、決済事業者には決済の完了に必要な情報を提供します。当社がお客様の個人情報を販売することはありません。法令で求められる場合に限り、関係機関に開示します。',
    '4. 保管と安全管理　お客様の情報は保護されたサーバーに保管されます。パスワードと認証コードはハッシュ値としてのみ保存し、アクセスは業務上必要な従業員に限定し、通信は暗号化しています。情報はアカウントが存続する間、および退会後も注文と決済に関して法令が定める期間保管し、その後は削除または匿名化します。',
    '5. お客様の権利　アプリ内でプロフィールや住所の確認・訂正、住所の削除、パーソナライズされたおすすめや位置情報の利用への同意の撤回ができます。また、カスタマーサービスを通じて、ご自身の情報の開示やアカウントの削除を請求できます。ご請求には15営業日以内に回答します。',
    '6. 未成年者について　本モールは14歳未満の方を対象としていません。お住まいの地域の成年年齢に達していない方は、保護者の同意を得てご利用ください。',
    '7. ポリシーの変更とお問い合わせ　本ポリシーを変更する場合はアプリ内でお知らせし、法令で求められる場合は改めて同意をいただきます。個人情報に関するご質問は、アプリ内のカスタマーサービスまでお問い合わせください。',
  ],
};
