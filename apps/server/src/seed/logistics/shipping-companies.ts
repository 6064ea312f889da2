import type { Localized } from '@mall/contract/platform/languages';
import type { Tx } from '../../platform/database.ts';
import { shippingCompany } from '../../modules/logistics/logistics.tables.ts';

export interface SeedShippingCompany {
  code: string;
  name: Localized;
  /** The tracking-number format of the company (upper-case), in the subset tracking-numbers.ts can also write. */
  trackingPattern: string;
  /** Nation codes whose shops ship with it by default (the demo merchant's choice). */
  shipsFrom: string[];
}

/** The shipping companies of the demo marketplace: the big Chinese, Japanese and international carriers. */
export const SHIPPING_COMPANIES: SeedShippingCompany[] = [
  { code: 'SF', name: { en: 'SF Express', zh: '顺丰速运', ja: 'SFエクスプレス' }, trackingPattern: '^SF\\d{13}$', shipsFrom: ['CN', 'HK'] },
  { code: 'ZTO', name: { en: 'ZTO Express', zh: '中通快递', ja: '中通快逓（ZTO）' }, trackingPattern: '^(73|75|78)\\d{10}$', shipsFrom: ['CN'] },
  { code: 'YTO', name: { en: 'YTO Express', zh: '圆通速递', ja: '円通速逓（YTO）' }, trackingPattern: '^YT\\d{13}$', shipsFrom: ['CN'] },
  { code: 'JD', name: { en: 'JD Logistics', zh: '京东物流', ja: '京東物流（JD）' }, trackingPattern: '^JDV[A-E]\\d{11}$', shipsFrom: ['CN'] },
  { code: 'EMS', name: { en: 'China Post EMS', zh: '中国邮政 EMS', ja: '中国郵政 EMS' }, trackingPattern: '^E[A-Z]\\d{9}CN$', shipsFrom: ['CN'] },
  { code: 'YAMATO', name: { en: 'Yamato Transport', zh: '大和运输（黑猫宅急便）', ja: 'ヤマト運輸' }, trackingPattern: '^\\d{12}$', shipsFrom: ['JP'] },
  { code: 'SAGAWA', name: { en: 'Sagawa Express', zh: '佐川急便', ja: '佐川急便' }, trackingPattern: '^\\d{12}$', shipsFrom: ['JP'] },
  { code: 'JPPOST', name: { en: 'Japan Post', zh: '日本邮政', ja: '日本郵便' }, trackingPattern: '^(\\d{11,12}|[A-Z]{2}\\d{9}JP)$', shipsFrom: ['JP'] },
  { code: 'UPS', name: { en: 'UPS', zh: 'UPS 快递', ja: 'UPS' }, trackingPattern: '^1Z[0-9A-Z]{16}$', shipsFrom: ['US'] },
  { code: 'FEDEX', name: { en: 'FedEx', zh: '联邦快递', ja: 'フェデックス' }, trackingPattern: '^(\\d{12}|\\d{15})$', shipsFrom: ['US'] },
];

/** Inserts the shipping companies missing by code; an operator's changes to existing ones stay. */
export async function seedShippingCompanies(tx: Tx): Promise<void> {
  await tx
    .insert(shippingCompany)
    .values(SHIPPING_COMPANIES.map((c, i) => ({ code: c.code, name: c.name, trackingPattern: c.trackingPattern, sort: (i + 1) * 10 })))
    .onConflictDoNothing();
}
