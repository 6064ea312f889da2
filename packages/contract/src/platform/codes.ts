import { CODE, type CodeName } from './code-numbers.ts';
import type { Localized } from './languages.ts';

export type { CodeName };

/** The message of every code in en, zh and ja, shown in the `T-lang` language (the numbers are in code-numbers.ts). */
const MESSAGES: Record<CodeName, Localized> = {
  OK: { en: 'Success', zh: '成功', ja: '成功' },
  INVALID_REQUEST: { en: 'Invalid request', zh: '请求参数错误', ja: 'リクエストが不正です' },
  NOT_LOGGED_IN: { en: 'Not logged in', zh: '未登录', ja: 'ログインしていません' },
  FORBIDDEN: { en: 'You may not do this', zh: '无权操作', ja: 'この操作は許可されていません' },
  NOT_FOUND: { en: 'Data not found', zh: '数据不存在', ja: 'データが見つかりません' },
  TOO_MANY_REQUESTS: { en: 'Too many requests, please try again later', zh: '请求过于频繁，请稍后再试', ja: 'リクエストが多すぎます。しばらくしてからお試しください' },
  PAYLOAD_TOO_LARGE: { en: 'The request is too large', zh: '请求内容过大', ja: 'リクエストが大きすぎます' },
  MALFORMED_BODY: { en: 'The request body is not valid JSON', zh: '请求体不是有效的 JSON', ja: 'リクエスト本文が正しい JSON ではありません' },
  SESSION_REPLACED: { en: 'You need to log in again', zh: '您需要重新登录', ja: '再度ログインしてください' },
  UNKNOWN_CALL: { en: 'No such call', zh: '接口不存在', ja: 'そのAPIは存在しません' },
  UNSUPPORTED_MEDIA_TYPE: { en: 'Unsupported content type', zh: '不支持的内容类型', ja: 'サポートされていないコンテンツタイプです' },
  DUPLICATE_REQUEST: { en: 'This request was already handled', zh: '请求已处理，请勿重复提交', ja: 'このリクエストは処理済みです' },
  // Accounts: 2001-2099.
  SIGN_CODE_WRONG: { en: 'The verification code is wrong', zh: '验证码错误', ja: '認証コードが正しくありません' },
  SIGN_CODE_EXPIRED: { en: 'The verification code has expired, please get a new one', zh: '验证码已失效，请重新获取', ja: '認証コードの有効期限が切れました。再取得してください' },
  SIGN_CODE_TOO_MANY_TRIES: { en: 'Too many wrong codes, please get a new one', zh: '验证码错误次数过多，请重新获取', ja: '誤りが多すぎます。コードを再取得してください' },
  SIGN_CODE_TOO_SOON: { en: 'Please wait a moment before asking for another code', zh: '验证码发送过于频繁，请稍后再试', ja: 'しばらくしてから再度コードを取得してください' },
  ACCOUNT_EXISTS: { en: 'An account with this email or number already exists', zh: '该账号已注册', ja: 'このアカウントは既に登録されています' },
  WRONG_CREDENTIALS: { en: 'Wrong account or password', zh: '账号或密码错误', ja: 'アカウントまたはパスワードが正しくありません' },
  PASSWORD_NOT_SET: { en: 'No password is set for this account; log in with a code', zh: '该账号未设置密码，请使用验证码登录', ja: 'パスワードが未設定です。認証コードでログインしてください' },
  PROVIDER_NOT_CONFIGURED: { en: 'This login method is not configured', zh: '该登录方式未配置', ja: 'このログイン方法は設定されていません' },
  INVITE_CODE_INVALID: { en: 'The invite code is not valid', zh: '邀请码无效', ja: '招待コードが無効です' },
  ACCOUNT_DISABLED: { en: 'This account is disabled', zh: '该账号已被停用', ja: 'このアカウントは停止されています' },
  // `{minutes}` is filled in from the error's wait (platform/envelope.ts).
  LOGIN_LOCKED: {
    en: 'Too many wrong passwords. Try again in {minutes} min, or log in with a verification code',
    zh: '密码错误次数过多，请 {minutes} 分钟后再试，或使用验证码登录',
    ja: 'パスワードの誤りが多すぎます。{minutes} 分後にもう一度お試しいただくか、認証コードでログインしてください',
  },
  TOO_MANY_ATTEMPTS: {
    en: 'Too many attempts from this network. Try again in {minutes} min',
    zh: '当前网络尝试次数过多，请 {minutes} 分钟后再试',
    ja: 'このネットワークからの試行が多すぎます。{minutes} 分後にもう一度お試しください',
  },
  ACCOUNT_NOT_FOUND: { en: 'No account with this email; please register', zh: '该邮箱未注册，请先注册', ja: 'このメールアドレスは未登録です。登録してください' },
  // Addresses: 2101-2199.
  ADDRESS_LIMIT_REACHED: { en: 'You can keep at most 30 addresses; please delete one first', zh: '最多可保存30个收货地址，请先删除不用的地址', ja: '住所は30件まで保存できます。先に不要な住所を削除してください' },
  ADDRESS_REGION_INVALID: { en: 'The country or region is not valid; please choose it again', zh: '所选国家或地区无效，请重新选择', ja: '国・地域が正しくありません。選び直してください' },
  // Cart: 4001-4019.
  CART_STOCK_SHORT: { en: 'Not enough stock for this quantity', zh: '库存不足', ja: '在庫が足りません' },
  CART_FULL: { en: 'Your cart holds at most 100 items; please remove some first', zh: '购物车最多可放100件商品，请先删除部分商品', ja: 'カートには100点まで入れられます。先にいくつか削除してください' },
  CART_QUANTITY_MAX: { en: 'At most 999 of one item fit in the cart', zh: '单件商品最多可加购999件', ja: '1つの商品は999個までカートに入れられます' },
  CART_GOODS_UNAVAILABLE: { en: 'This item is no longer on sale', zh: '该商品已下架或不可购买', ja: 'この商品は販売を終了しました' },
  CART_PURCHASE_LIMIT: { en: 'This goods has a purchase limit per order', zh: '该商品每单限购，已达上限', ja: 'この商品は1回の注文で購入できる数に上限があります' },
  // Coupons: 4101-4149.
  COUPON_SOLD_OUT: { en: 'All of this coupon have been taken', zh: '该优惠券已被抢光', ja: 'このクーポンは配布終了しました' },
  COUPON_LIMIT_REACHED: { en: 'You already hold as many of this coupon as allowed', zh: '您已达到该优惠券的领取上限', ja: 'このクーポンの受け取り上限に達しています' },
  COUPON_NOT_STARTED: { en: 'This coupon cannot be picked yet', zh: '该优惠券尚未开始领取', ja: 'このクーポンはまだ受け取れません' },
  COUPON_ENDED: { en: 'This coupon can no longer be picked', zh: '该优惠券已停止领取', ja: 'このクーポンの受け取りは終了しました' },
  COUPON_TERMS_LOCKED: {
    en: 'Shoppers already hold this coupon: you can only raise its quantity or end its claiming later',
    zh: '已有顾客领取该优惠券，只能增加发放数量或延后领取结束时间',
    ja: 'このクーポンは既に受け取られています。発行数を増やすか、受け取り終了を延ばすことしかできません',
  },
  COUPON_NOT_EDITABLE: { en: 'This coupon has ended or was stopped and can no longer be changed', zh: '该优惠券已结束或已停止，无法修改', ja: 'このクーポンは終了または停止済みのため変更できません' },
  // Checkout and orders: 4201-4299. Refusals of a commit carry the checkout priced afresh as `data`.
  CHECKOUT_EXPIRED: { en: 'This checkout has expired; please check out again', zh: '结算页已过期，请重新结算', ja: 'この購入手続きは期限切れです。もう一度手続きしてください' },
  ORDER_PRICE_CHANGED: { en: 'The total has changed; please check the order and submit again', zh: '订单金额有变化，请确认后重新提交', ja: '合計金額が変わりました。内容を確認してもう一度送信してください' },
  ORDER_NOT_BUYABLE: { en: 'Some items cannot be ordered as they are; please check the order', zh: '部分商品当前无法下单，请检查订单', ja: '一部の商品はこのままでは注文できません。内容を確認してください' },
  CHECKOUT_COUPON_WRONG_SHOP: { en: 'This coupon is not for this shop', zh: '该优惠券不适用于此店铺', ja: 'このクーポンはこのショップでは使えません' },
  CHECKOUT_COUPON_UNAVAILABLE: { en: 'The coupon has been used or has expired', zh: '优惠券已使用或已过期', ja: 'クーポンは使用済みか期限切れです' },
  CHECKOUT_COUPON_BELOW_THRESHOLD: { en: 'The order does not reach this coupon\'s minimum spend', zh: '订单金额未达到该优惠券的使用门槛', ja: 'ご注文金額がクーポンの利用条件に達していません' },
  ORDER_STOCK_SHORT: { en: 'Some items just sold out; please check the order', zh: '部分商品库存不足，请检查订单', ja: '一部の商品の在庫が足りなくなりました。内容を確認してください' },
  CHECKOUT_EMPTY: { en: 'Nothing to check out; please pick some items first', zh: '请先选择要结算的商品', ja: '先に購入する商品を選んでください' },
  CHECKOUT_GOODS_UNAVAILABLE: { en: 'This item can no longer be bought', zh: '该商品已下架或不可购买', ja: 'この商品は購入できません' },
  CHECKOUT_COMMITTED: { en: 'This checkout was already submitted', zh: '该订单已提交，请勿重复提交', ja: 'この注文は既に送信済みです' },
  // Orders after the commit: 4211-4249.
  ORDER_TRANSITION_REFUSED: { en: 'This order cannot do that in its current state', zh: '订单当前状态不允许此操作', ja: 'この注文は現在の状態ではその操作ができません' },
  ORDER_NOT_DELETABLE: { en: 'Only completed or cancelled orders can be deleted', zh: '只能删除已完成或已取消的订单', ja: '削除できるのは完了またはキャンセル済みの注文だけです' },
  ORDER_ADDRESS_LOCKED: { en: 'The order has shipped; its address can no longer be changed', zh: '订单已发货，无法修改收货地址', ja: '注文は発送済みのため、お届け先を変更できません' },
  ORDER_ADDRESS_UNDELIVERABLE: { en: 'The shop does not deliver this order to that address', zh: '店铺不配送该订单到此地址', ja: 'ショップはこの注文をその住所へ配送できません' },
  ORDER_ADDRESS_FEE_CHANGED: { en: 'The order is paid and that address has another delivery fee', zh: '订单已支付，该地址的运费不同，无法修改', ja: '支払い済みの注文で、その住所では送料が変わるため変更できません' },
  // Fulfilment and logistics: 4401-4449.
  SHIPPING_COMPANY_UNKNOWN: { en: 'No such shipping company, or it is not available', zh: '物流公司不存在或已停用', ja: 'その配送会社は存在しないか、利用できません' },
  TRACKING_NO_INVALID: { en: 'This tracking number does not match the shipping company\'s format', zh: '运单号格式与该物流公司不符', ja: '追跡番号の形式がこの配送会社と一致しません' },
  TRACKING_NO_TAKEN: { en: 'This tracking number is already used for another parcel', zh: '该运单号已被其他包裹使用', ja: 'この追跡番号は別の荷物で使用されています' },
  // Payment: 4301-4349.
  PAYMENT_CHANNEL_NOT_CONFIGURED: { en: 'This payment channel is not configured', zh: '该支付方式未配置', ja: 'この支払い方法は設定されていません' },
  PAYMENT_SIGNATURE_WRONG: { en: 'The payment could not be verified', zh: '支付签名校验失败', ja: '支払いを確認できませんでした' },
  PAYMENT_CLOSED: { en: 'This payment is closed; please pay again', zh: '该支付已关闭，请重新支付', ja: 'この支払いは終了しています。もう一度お支払いください' },
  PAYMENT_ORDERS_NOT_PAYABLE: { en: 'These orders can no longer be paid', zh: '订单已无法支付', ja: 'これらの注文はもう支払えません' },
  PAYMENT_CHANNEL_UNAVAILABLE: { en: 'This payment method cannot pay these orders', zh: '该支付方式不能用于这些订单', ja: 'この支払い方法ではこれらの注文を支払えません' },
  PAYMENT_REQUEST_KEY_REUSED: { en: 'This payment request was already made for other orders', zh: '该支付请求已用于其他订单', ja: 'この支払いリクエストは別の注文で使用済みです' },
  PAYMENT_ALREADY_PAID: { en: 'This payment has already been made', zh: '该支付已完成', ja: 'この支払いは完了しています' },
  PAYMENT_NOT_REVIEWABLE: { en: 'This payment is not waiting for a transfer voucher review', zh: '该支付当前不在待审核状态', ja: 'この支払いは振込証明の確認待ちではありません' },
  PAYMENT_NOT_OFFLINE: { en: 'Only a pending bank transfer takes a voucher', zh: '只有待付款的银行转账可以提交凭证', ja: '振込証明を送れるのは未払いの銀行振込だけです' },
  PAYMENT_TRANSITION_REFUSED: { en: 'This payment cannot change that way', zh: '该支付单不能进行此操作', ja: 'この支払いはその操作ができません' },
  REFUND_OVER_PAID: { en: 'The refund is more than what was paid and not yet refunded', zh: '退款金额超过可退金额', ja: '返金額が返金可能な金額を超えています' },
  REFUND_NOT_POSSIBLE: { en: 'This order has no payment to refund', zh: '该订单没有可退款的支付', ja: 'この注文には返金できる支払いがありません' },
  // Wallet: 4350-4399.
  WALLET_BALANCE_SHORT: { en: 'Your wallet balance is not enough', zh: '钱包余额不足', ja: 'ウォレットの残高が足りません' },
  // Merchants: 4501-4549.
  MERCHANT_APPLICATION_EXISTS: {
    en: 'You already have a merchant application or a merchant account',
    zh: '您已提交过入驻申请或已是商家',
    ja: '出店申請は既に提出済みか、既に出店者です',
  },
  MERCHANT_APPLICATION_NOT_EDITABLE: {
    en: 'The application can be changed only while it waits for review or after it was refused',
    zh: '只有审核中或被驳回的申请可以修改',
    ja: '申請を変更できるのは審査中か却下された後だけです',
  },
  MERCHANT_APPLICATION_DECIDED: { en: 'This application has already been decided', zh: '该申请已审核', ja: 'この申請は審査済みです' },
  MERCHANT_DOCUMENT_NOT_YOURS: {
    en: 'Upload the documents as private files of your own account',
    zh: '请使用本人账号上传证件（私密文件）',
    ja: '書類はご自身のアカウントで非公開ファイルとしてアップロードしてください',
  },
  MERCHANT_CONTACT_TAKEN: {
    en: 'This phone number is already the contact of another merchant',
    zh: '该手机号已是其他商家的联系人',
    ja: 'この電話番号は既に他の出店者の連絡先です',
  },
  STAFF_ACCOUNT_UNKNOWN: {
    en: 'No account uses this phone number or email; ask them to sign up first',
    zh: '没有使用该手机号或邮箱的账号，请对方先注册',
    ja: 'この電話番号またはメールのアカウントはありません。先に登録してもらってください',
  },
  STAFF_EXISTS: { en: 'This account already works for this shop', zh: '该账号已是本店成员', ja: 'このアカウントは既にこのショップのメンバーです' },
  STAFF_OWNER_ONLY: { en: "Only the shop's owner may manage its staff", zh: '只有店主可以管理店员', ja: 'スタッフを管理できるのはオーナーだけです' },
  // Shop settings: 4601-4649.
  DELIVERY_TEMPLATE_IN_USE: {
    en: 'Goods still use this delivery template; move them to another template first',
    zh: '仍有商品使用该运费模板，请先将商品改用其他模板',
    ja: 'この配送料テンプレートを使っている商品があります。先に商品を別のテンプレートに移してください',
  },
  DELIVERY_TEMPLATE_IS_DEFAULT: {
    en: 'The default delivery template cannot be deleted; make another template the default first',
    zh: '默认运费模板不能删除，请先将其他模板设为默认',
    ja: '既定の配送料テンプレートは削除できません。先に別のテンプレートを既定にしてください',
  },
  // Reviews: 4750-4769.
  REVIEW_EXISTS: { en: 'You have already reviewed this item', zh: '您已评价过该商品', ja: 'この商品はすでにレビュー済みです' },
  REVIEW_NOT_RECEIVED: {
    en: 'You can review an item once you have received its order',
    zh: '确认收货后才能评价该商品',
    ja: '商品を受け取った注文のみレビューできます',
  },
  REVIEW_PHOTO_NOT_YOURS: {
    en: 'Add photos you uploaded yourself',
    zh: '请添加您本人上传的图片',
    ja: 'ご自身でアップロードした写真を追加してください',
  },
  REVIEW_REPLIED: { en: 'The shop has already replied to this review', zh: '店铺已回复过该评价', ja: 'このレビューにはすでにショップが返信しています' },
  // After-sales requests: 4701-4749.
  RETURN_NOT_ALLOWED: {
    en: 'This order cannot have this kind of after-sales now: refunds only before the goods are received, returns and exchanges after',
    zh: '该订单当前不能申请此类售后：未收货只能仅退款，收货后才能退货退款或换货',
    ja: 'この注文は今この種類のアフターサービスを申請できません（受け取り前は返金のみ、受け取り後は返品・交換）',
  },
  RETURN_STEP_REFUSED: { en: 'This after-sales request has moved on; refresh to see where it stands', zh: '该售后单状态已变化，请刷新后查看', ja: 'このアフターサービス申請の状況が変わりました。更新して確認してください' },
  RETURN_OVER_QUANTITY: {
    en: 'More units than are left to ask for: some are already in another request or refunded',
    zh: '申请数量超过可申请数量：部分商品已在其他售后中或已退款',
    ja: '申請できる数量を超えています（一部は別の申請中か返金済みです）',
  },
  RETURN_WINDOW_CLOSED: { en: 'The after-sales period for this order has ended', zh: '该订单已超过售后期限', ja: 'この注文のアフターサービス期間は終了しました' },
  RETURN_REASON_UNKNOWN: { en: 'Choose a reason from the list', zh: '请从列表中选择售后原因', ja: '一覧から理由を選んでください' },
  RETURN_EXCHANGE_SKU_INVALID: {
    en: 'Choose another available option of the same goods to exchange for',
    zh: '请选择同一商品的其他可售规格进行换货',
    ja: '交換先には同じ商品の別の購入可能な仕様を選んでください',
  },
  RETURN_RECEIPT_INVALID: {
    en: 'Record what came back for every line of the request, at most the units asked for',
    zh: '请为售后单的每件商品填写实收数量，且不超过申请数量',
    ja: '申請の各商品について、申請数以下の受領数を入力してください',
  },
  RETURN_EXCHANGE_STOCK_SHORT: { en: 'Not enough stock of the option to exchange for', zh: '换货规格库存不足', ja: '交換する仕様の在庫が足りません' },
  // Complaints: 4770-4789.
  COMPLAINT_RETURN_NOT_REFUSED: {
    en: 'Only an after-sales request the shop refused can be taken to the platform',
    zh: '只有被商家拒绝的售后申请才能投诉至平台',
    ja: 'プラットフォームに申し立てできるのは、ショップに却下されたアフターサービス申請だけです',
  },
  COMPLAINT_RETURN_ESCALATED: {
    en: 'You have already taken this after-sales request to the platform',
    zh: '该售后申请已投诉至平台，请勿重复提交',
    ja: 'このアフターサービス申請はすでにプラットフォームに申し立て済みです',
  },
  COMPLAINT_REQUEST_KEY_REUSED: {
    en: 'This request key was already used for another complaint',
    zh: '该请求标识已用于另一条投诉',
    ja: 'このリクエストキーは別の苦情で使用済みです',
  },
  COMPLAINT_ANSWERED: { en: 'This complaint has already been answered', zh: '该投诉已被回复', ja: 'この苦情はすでに回答済みです' },
  COMPLAINT_NOT_ANSWERED: { en: 'Answer the complaint before closing it', zh: '请先回复该投诉再关闭', ja: '苦情に回答してから終了してください' },
  // Invoices: 4830-4859.
  INVOICE_ORDER_NOT_COMPLETED: {
    en: 'An invoice can be requested once the order is completed',
    zh: '订单完成后才能申请发票',
    ja: '請求書は注文の完了後に申請できます',
  },
  INVOICE_EXISTS: { en: 'This order already has an invoice', zh: '该订单已申请过发票', ja: 'この注文には既に請求書があります' },
  INVOICE_TAX_NO_INVALID: {
    en: 'The tax number is not valid: enter the 18-character unified social credit code, a Japanese registration number (T and 13 digits), or another tax number of 15 to 20 letters and digits',
    zh: '税号无效：请填写18位统一社会信用代码、日本登记号码（T加13位数字）或其他15至20位字母数字税号',
    ja: '税番号が正しくありません。18桁の統一社会信用コード、登録番号（Tと13桁の数字）、または15〜20桁の英数字の税番号を入力してください',
  },
  INVOICE_ALREADY_ISSUED: {
    en: 'The invoice has been issued and can no longer be changed',
    zh: '发票已开具，无法修改',
    ja: '請求書は発行済みのため変更できません',
  },
  INVOICE_REFUND_PENDING: {
    en: 'A refund of this order is under way; issue the invoice once it has settled',
    zh: '该订单有退款正在处理，请在退款完成后再开具发票',
    ja: 'この注文の返金が処理中です。返金の完了後に発行してください',
  },
  INVOICE_NOTHING_TO_INVOICE: {
    en: 'Nothing is left to invoice: the order was refunded in full',
    zh: '该订单已全额退款，无可开票金额',
    ja: 'この注文は全額返金されたため、請求書の対象金額がありません',
  },
  INVOICE_REQUEST_KEY_REUSED: {
    en: 'This request key was already used for another order',
    zh: '该请求标识已用于其他订单',
    ja: 'このリクエストキーは別の注文で使用済みです',
  },
  RECHARGE_CHANNEL_REFUSED: { en: 'A recharge is paid with the test payment or scan to pay, not with the wallet', zh: '充值请使用测试支付或扫码支付，不能使用钱包余额', ja: 'チャージはテスト決済またはQRコード決済で支払います（ウォレット残高は使えません）' },
  RECHARGE_REQUEST_KEY_REUSED: { en: 'This recharge request was already made with another amount', zh: '该充值请求已用于其他金额', ja: 'このチャージリクエストは別の金額で使用済みです' },
  WITHDRAW_BELOW_MINIMUM: { en: 'The amount is below the minimum withdrawal', zh: '提现金额低于最低提现额', ja: '出金額が最低出金額を下回っています' },
  WITHDRAW_NO_RECEIVE_ACCOUNT: { en: 'Set the account to receive withdrawals first', zh: '请先设置提现收款账号', ja: '先に出金の受取口座を設定してください' },
  WITHDRAW_REQUEST_KEY_REUSED: { en: 'This withdrawal request was already made with another amount', zh: '该提现请求已用于其他金额', ja: 'この出金リクエストは別の金額で使用済みです' },
  WITHDRAW_ALREADY_DECIDED: { en: 'This withdrawal has already been handled', zh: '该提现申请已被处理', ja: 'この出金申請は処理済みです' },
  WITHDRAW_PAYOUT_PENDING: { en: 'The payout did not answer in time; try paying again', zh: '打款未及时响应，请重试', ja: '送金の応答がありませんでした。もう一度お試しください' },
  SCORE_SHORT: { en: 'You do not have enough points', zh: '积分不足', ja: 'ポイントが足りません' },
  SCORE_REQUEST_KEY_REUSED: { en: 'This exchange request was already made for another goods', zh: '该兑换请求已用于其他商品', ja: 'この交換リクエストは別の商品で使用済みです' },
  CHECKOUT_POINTS_SHORT: { en: 'You no longer have the points this order uses; check the total and try again', zh: '积分已不足以抵扣本单，请确认金额后重试', ja: 'この注文で使うポイントが足りなくなりました。金額を確認してもう一度お試しください' },
  SCORE_GOODS_SOLD_OUT: { en: 'This score goods is sold out; your points were not used', zh: '该积分商品已兑完，积分未扣除', ja: 'この交換商品は品切れです。ポイントは使われていません' },
  SCORE_NO_ADDRESS: { en: 'Add a delivery address to receive the goods', zh: '请先添加收货地址', ja: '受け取る住所を追加してください' },
  SCORE_EXCHANGE_SHIPPED: { en: 'This exchange has already been shipped', zh: '该兑换已发货', ja: 'この交換は発送済みです' },
  SCORE_EXCHANGE_NO_ADDRESS: { en: 'This exchange has no delivery address, so it cannot be shipped', zh: '该兑换没有收货地址，无法发货', ja: 'この交換には届け先住所がないため発送できません' },
  ACTIVITY_POINTS_LIMIT: { en: 'You have already claimed these points', zh: '您已领取过该积分', ja: 'このポイントは受け取り済みです' },
  ACTIVITY_POINTS_GONE: { en: 'All the points of this activity have been claimed', zh: '该活动的积分已领完', ja: 'このキャンペーンのポイントはすべて受け取られました' },
  ACTIVITY_NOT_STARTED: { en: 'This activity has not started yet', zh: '活动尚未开始', ja: 'このキャンペーンはまだ始まっていません' },
  ACTIVITY_ENDED: { en: 'This activity is over', zh: '活动已结束', ja: 'このキャンペーンは終了しました' },
  SHOP_PLUS_CLOSED: { en: 'This shop has no membership', zh: '该店铺未开通会员', ja: 'このショップには会員制度がありません' },
  SHOP_PLUS_NOT_MEMBER: { en: "Join the shop's membership first", zh: '请先加入店铺会员', ja: '先にショップの会員になってください' },
  SHOP_RECHARGE_REQUEST_KEY_REUSED: { en: 'This top-up request was already made with another amount', zh: '该储值请求已用于其他金额', ja: 'このチャージリクエストは別の金額で使用済みです' },
  SHOP_BALANCE_SHORT: { en: 'Your stored value at this shop does not cover this', zh: '店铺储值余额不足', ja: 'このショップのチャージ残高が足りません' },
  SHOP_BALANCE_UNAVAILABLE: { en: 'A shop balance pays only orders of that one shop, where you are a member', zh: '店铺储值仅可支付该店铺的订单（需为会员）', ja: 'ショップ残高は会員であるそのショップの注文にのみ使えます' },
  CHAT_MESSAGE_ID_REUSED: { en: 'This message id was already used for another message', zh: '该消息编号已用于另一条消息', ja: 'このメッセージIDは別のメッセージで使用済みです' },
  CHAT_NOTHING_TO_REMIND: { en: 'There is no unanswered message to remind them of', zh: '没有待回复的消息，无需提醒', ja: '未返信のメッセージがないため、リマインドできません' },
  CHAT_REMINDER_TOO_SOON: { en: 'Please give them a couple of minutes to answer before reminding them', zh: '请稍等几分钟再提醒对方回复', ja: '返信まで数分お待ちいただいてからリマインドしてください' },
  TAKEAWAY_SHOP_CLOSED: { en: 'This shop is closed now and takes no takeaway orders', zh: '店铺已打烊，暂不接受外卖订单', ja: 'このお店は営業時間外のため、デリバリーの注文を受け付けていません' },
  TAKEAWAY_SHOP_HOLIDAY: { en: 'This shop is closed today for a holiday', zh: '店铺今日休息，暂不接单', ja: 'このお店は本日休業日です' },
  TAKEAWAY_LAST_ORDER_PASSED: { en: "The shop's last order time for today has passed", zh: '已过店铺今日最晚下单时间', ja: '本日のラストオーダーの時間を過ぎました' },
  TAKEAWAY_OUT_OF_RANGE: { en: 'This address is outside the delivery area of the shop', zh: '该地址超出店铺配送范围', ja: 'この住所はお店の配達エリア外です' },
  TAKEAWAY_ADDRESS_UNPLACED: { en: 'The location of this address is unknown; pin it on the address form', zh: '无法确定该地址的位置，请在地址中标注定位', ja: 'この住所の位置が不明です。住所の編集で位置を指定してください' },
  TAKEAWAY_STAGE_MOVED: { en: 'This order has already moved on; refresh to see where it is', zh: '订单状态已变化，请刷新后查看', ja: 'この注文の状態はすでに変わっています。更新して確認してください' },
  TAKEAWAY_NOT_TAKEAWAY: { en: 'This is not a takeaway shop or order', zh: '这不是外卖店铺或外卖订单', ja: 'これはデリバリーのお店・注文ではありません' },
  CHAT_CARD_UNAVAILABLE: { en: 'This goods or order cannot be sent here', zh: '该商品或订单无法在此发送', ja: 'この商品または注文はここでは送信できません' },
  // Places: 5101-5109. The en texts of 5101 and 5102 are the spec's (section 8).
  MAP_KEY_NOT_CONFIGURED: { en: 'Map key not configured.', zh: '地图密钥未配置。', ja: '地図キーが設定されていません。' },
  MAP_LOAD_FAILED: { en: 'Map load failed.', zh: '地图加载失败。', ja: '地図の読み込みに失敗しました。' },
  PLACE_NOT_LOCATED: { en: 'This place has no coordinates yet', zh: '该地区暂无坐标', ja: 'この地域にはまだ座標がありません' },
  // Group buying: 5130-5149.
  GROUPBUY_CLOSED: { en: 'This group buy is closed: its cut-off has passed or it is settled', zh: '该团购已截单或已结束', ja: 'この共同購入は締め切られたか、すでに確定しています' },
  GROUPBUY_LIMIT: { en: 'That is more than one shopper may buy in this group', zh: '超出该团购每人限购数量', ja: 'この共同購入のお一人様の購入上限を超えています' },
  GROUPBUY_CODE_WRONG: { en: 'No order at this pickup point has this code', zh: '该自提点没有此提货码的订单', ja: 'この受取場所にこのコードの注文はありません' },
  GROUPBUY_CODE_RATE_LIMITED: { en: 'Too many wrong codes; please wait a few minutes', zh: '错误的提货码次数过多，请稍后再试', ja: '誤ったコードが多すぎます。数分後にお試しください' },
  GROUPBUY_ALREADY_COLLECTED: { en: 'This order has already been collected', zh: '该订单已提货', ja: 'この注文はすでに受け取られています' },
  GROUPBUY_NOT_STAFF: { en: 'Only accounts of this shop can be staff of its pickup points', zh: '只有本店成员可以担任自提点人员', ja: '受取場所のスタッフにできるのはこのショップのメンバーだけです' },
  GROUPBUY_INVALID_LISTING: { en: 'Check the group buy: the cut-off must be in the future and before the pickup date ends, the price above zero', zh: '请检查团购：截单时间须在将来且不晚于提货日，价格须大于零', ja: '共同購入の内容を確認してください：締切は未来かつ受取日以前、価格は 0 より大きくしてください' },
  GROUPBUY_PICKUP_ONLY: { en: 'This group-buy order is collected at its pickup point with its code, not shipped', zh: '该团购订单凭提货码在自提点提货，无需发货', ja: 'この共同購入の注文は受取場所でコードにより受け渡すため、発送しません' },
  GROUPBUY_NOT_COLLECTABLE: { en: 'This order cannot be collected: it is not paid or the group did not succeed', zh: '该订单不可提货：未支付或团购未成功', ja: 'この注文は受け取れません：未払いか、共同購入が成立していません' },
  // Health: 5201-5229.
  HEALTH_PRESCRIPTION_PHOTO_NEEDED: { en: 'A prescription medicine needs a photo of the prescription', zh: '处方药需要上传处方照片', ja: '処方薬には処方箋の写真が必要です' },
  HEALTH_DEMAND_MOVED: { en: 'This request has already moved on (accepted, cancelled or expired); refresh to see it', zh: '该需求状态已变化（已接受、已取消或已过期），请刷新查看', ja: 'このリクエストの状態はすでに変わっています（承諾・取消・期限切れ）。更新して確認してください' },
  HEALTH_QUOTE_EXPIRED: { en: 'This quote has expired; ask the pharmacy for a new one', zh: '该报价已过期，请让药房重新报价', ja: 'この見積もりは期限切れです。薬局に新しい見積もりを依頼してください' },
  HEALTH_NOT_VERIFIED_PHARMACY: { en: 'Only a pharmacy holding a valid drug licence may do this', zh: '仅持有有效药品经营许可证的药房可以操作', ja: '有効な医薬品販売許可を持つ薬局のみが行えます' },
  HEALTH_RX_NEEDS_QUOTE: { en: 'Prescription medicine cannot be bought directly: request a quote from a pharmacy', zh: '处方药不能直接购买，请向药房发起用药需求并接受报价', ja: '処方薬は直接購入できません。薬局に見積もりを依頼してください' },
  HEALTH_QUOTE_GOODS_INVALID: { en: 'Quote one of your own medicines that is on sale', zh: '请报价本店在售的药品', ja: '自店で販売中の医薬品を見積もってください' },
  // The platform's content: 5341-5359.
  CATEGORY_TOO_DEEP: { en: 'Categories are at most three levels deep', zh: '分类最多三级', ja: 'カテゴリは3階層までです' },
  CATEGORY_CYCLE: { en: 'A category cannot be placed under itself or one of its own subcategories', zh: '分类不能放在自身或其下级分类之下', ja: 'カテゴリを自分自身やその下位カテゴリの下には置けません' },
  CATEGORY_NOT_MOVABLE: { en: 'A category that has goods or subcategories cannot move to another parent', zh: '已有商品或下级分类的分类不能更换上级', ja: '商品または下位カテゴリのあるカテゴリは親を変更できません' },
  ACTIVITY_NOT_EDITABLE: { en: 'This activity has ended or was stopped and can no longer be changed', zh: '该活动已结束或已停止，无法修改', ja: 'このキャンペーンは終了または停止済みのため変更できません' },
  ACTIVITY_COUPON_INVALID: { en: "An activity can offer only the platform's own coupons that are still running", zh: '活动只能包含平台自有且仍在进行中的优惠券', ja: 'キャンペーンに含められるのは、実施中のプラットフォーム独自クーポンだけです' },
  HEALTH_FACTS_CHANGED: { en: 'This medicine’s details were changed by someone else since you opened them; reload and edit again', zh: '该药品信息在您打开后已被他人修改，请刷新后重新编辑', ja: 'この医薬品の情報は開いた後に他の人が変更しました。再読み込みしてから編集してください' },
  HEALTH_ADDRESS_NO_LOCATION: { en: 'This address has no location on the map; edit it to pin it, or use your current place', zh: '该地址没有地图位置，请编辑地址定位，或使用当前位置', ja: 'この住所には地図上の位置がありません。住所を編集して位置を指定するか、現在地を使ってください' },
  // Refunds stuck in a state: 5361-5379.
  SHOP_SUSPENDED: { en: 'This shop is suspended by the platform: its goods cannot be bought for now', zh: '该店铺已被平台暂停营业，暂时无法购买其商品', ja: 'このショップはプラットフォームにより営業停止中のため、現在商品を購入できません' },
  REFUND_RETRY_OVER_PAID: { en: 'This refund cannot be sent again: other refunds of its order already give back what was paid', zh: '该退款无法重新发起：该订单的其他退款已退还全部实付金额', ja: 'この返金は再送できません：この注文の他の返金で支払額がすでに返されています' },
  REFUND_PROVIDER_NO_ANSWER: { en: 'The payment provider did not answer in time; retry the refund again', zh: '支付渠道未及时响应，请再次重试退款', ja: '決済事業者から時間内に応答がありませんでした。もう一度返金を再試行してください' },
  REFUND_NOT_FAILED: { en: 'Only a failed refund can be marked as paid another way; a pending one may still be paid by the provider', zh: '只有失败的退款才能标记为线下退款；处理中的退款仍可能由支付渠道退款', ja: '他の方法で返金済みにできるのは失敗した返金だけです。処理中の返金は決済事業者が返金する可能性があります' },
  REFUND_OFFLINE_LEDGER_CHANNEL: { en: 'A wallet or stored-value refund goes back to its balance: retry it instead', zh: '钱包或储值退款会退回余额，请改用重试', ja: 'ウォレットやチャージ残高の返金は残高に戻ります。再試行してください' },
  // The home page's look: 5321-5339.
  HOME_LINK_TARGET_INVALID: { en: 'The link target does not exist: choose a goods on sale, an open shop, an enabled category or a page of the app', zh: '链接目标不存在：请选择在售商品、营业中的店铺、已启用的分类或应用内页面', ja: 'リンク先が存在しません。販売中の商品、営業中の店舗、有効なカテゴリ、またはアプリのページを選んでください' },
  HOME_WINDOW_INVALID: { en: 'The time window must start before it ends', zh: '展示时间的开始必须早于结束', ja: '表示期間の開始は終了より前にしてください' },
  HOME_PICTURE_INVALID: { en: 'Upload the picture first: only your own uploads can be shown', zh: '请先上传图片：只能使用您自己上传的图片', ja: '先に画像をアップロードしてください。ご自身でアップロードした画像のみ使用できます' },
  DECORATE_DRAFT_NOT_EDITABLE: { en: 'This version has been published and cannot be edited; create a new draft', zh: '该版本已发布，不能编辑；请新建草稿', ja: 'このバージョンは公開済みのため編集できません。新しい下書きを作成してください' },
  DECORATE_CURRENCY_UNKNOWN: { en: 'The default currency must be one of the mall\'s currencies', zh: '默认币种必须是商城支持的币种之一', ja: '既定の通貨はモールの通貨から選んでください' },
  SERVER_ERROR: { en: 'Something went wrong, please try again', zh: '服务器开小差了，请稍后再试', ja: 'エラーが発生しました。もう一度お試しください' },
};

/** The catalogue of response codes: each name's number and messages. The server's; the web app uses code-numbers.ts. */
export const CODES = Object.fromEntries(Object.entries(CODE).map(([name, code]) => [name, { code, message: MESSAGES[name as CodeName] }])) as {
  readonly [N in CodeName]: { readonly code: (typeof CODE)[N]; readonly message: Localized };
};

const byNumber = new Map<number, Localized>(Object.values(CODES).map((c) => [c.code, c.message]));

/** The message of a code in a language, or undefined for a code the catalogue does not know. */
export function messageOf(code: number, lang: keyof Localized): string | undefined {
  return byNumber.get(code)?.[lang];
}
