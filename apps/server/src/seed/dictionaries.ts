import type { Localized } from '@mall/contract/platform/languages';

export interface SeedDictionary {
  code: string;
  label: Localized;
  children: { code: string; value: string; label: Localized }[];
}

/** Lists the app offers, for the order, after-sales, invoice and complaint pages of later issues. */
export const SEED_DICTIONARIES: SeedDictionary[] = [
  {
    code: 'order_cancel_reason',
    label: { en: 'Order cancel reasons', zh: '取消订单原因', ja: '注文キャンセル理由' },
    children: [
      { code: 'order_cancel_reason.no_longer_needed', value: 'no_longer_needed', label: { en: 'I no longer need it', zh: '不想要了', ja: '不要になった' } },
      { code: 'order_cancel_reason.wrong_address', value: 'wrong_address', label: { en: 'Wrong address or details', zh: '地址/信息填写错误', ja: '住所・情報の入力ミス' } },
      { code: 'order_cancel_reason.better_price', value: 'better_price', label: { en: 'Found a better price', zh: '其他地方更便宜', ja: '他で安く見つけた' } },
      { code: 'order_cancel_reason.wrong_goods', value: 'wrong_goods', label: { en: 'Chose the wrong goods or size', zh: '商品/规格选错了', ja: '商品・サイズを間違えた' } },
      { code: 'order_cancel_reason.other', value: 'other', label: { en: 'Other', zh: '其他', ja: 'その他' } },
    ],
  },
  {
    code: 'return_reason',
    label: { en: 'Return reasons', zh: '退货原因', ja: '返品理由' },
    children: [
      { code: 'return_reason.damaged', value: 'damaged', label: { en: 'Arrived damaged', zh: '商品破损', ja: '破損して届いた' } },
      { code: 'return_reason.not_as_described', value: 'not_as_described', label: { en: 'Not as described', zh: '与描述不符', ja: '説明と異なる' } },
      { code: 'return_reason.wrong_item', value: 'wrong_item', label: { en: 'Wrong item sent', zh: '商家发错货', ja: '違う商品が届いた' } },
      { code: 'return_reason.quality', value: 'quality', label: { en: 'Quality problem', zh: '质量问题', ja: '品質の問題' } },
      { code: 'return_reason.changed_mind', value: 'changed_mind', label: { en: 'Changed my mind', zh: '七天无理由', ja: '気が変わった' } },
    ],
  },
  {
    code: 'invoice_type',
    label: { en: 'Invoice types', zh: '发票类型', ja: '領収書の種類' },
    children: [
      { code: 'invoice_type.personal', value: 'personal', label: { en: 'Personal', zh: '个人', ja: '個人' } },
      { code: 'invoice_type.enterprise', value: 'enterprise', label: { en: 'Company', zh: '企业', ja: '法人' } },
    ],
  },
  {
    code: 'complaint_type',
    label: { en: 'Complaint types', zh: '投诉类型', ja: '苦情の種類' },
    children: [
      { code: 'complaint_type.counterfeit', value: 'counterfeit', label: { en: 'Counterfeit goods', zh: '假冒商品', ja: '偽造品' } },
      { code: 'complaint_type.misleading', value: 'misleading', label: { en: 'Misleading description', zh: '虚假宣传', ja: '誤解を招く説明' } },
      { code: 'complaint_type.prohibited', value: 'prohibited', label: { en: 'Prohibited goods', zh: '违禁商品', ja: '禁止商品' } },
      { code: 'complaint_type.service', value: 'service', label: { en: 'Poor service', zh: '服务态度差', ja: '対応が悪い' } },
    ],
  },
];
