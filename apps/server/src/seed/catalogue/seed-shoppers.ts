import type { Lang } from '@mall/contract/platform/languages';
import type { Tx } from '../../platform/database.ts';
import { account } from '../../modules/account/account.tables.ts';
import { artUrl } from '../../modules/catalogue/artwork.ts';
import { insertRowsReturning } from './bulk-insert.ts';

export interface Shopper {
  id: number;
  lang: Lang;
}

const NAMES: Record<Lang, string[]> = {
  en: ['Emily', 'James', 'Olivia', 'Liam', 'Sophia', 'Noah', 'Mia', 'Lucas', 'Ava', 'Ethan', 'Grace', 'Henry', 'Chloe', 'Daniel', 'Zoe', 'Ryan'],
  zh: ['小雨', '阿杰', '晓雯', '大伟', '思思', '子涵', '浩然', '佳怡', '俊杰', '欣怡', '一鸣', '梓萱', '明轩', '雨桐', '天宇', '诗琪'],
  ja: ['さくら', 'ゆうと', 'はるか', 'そうた', 'みお', 'けんた', 'あおい', 'りく', 'ゆい', 'たくみ', 'ひなた', 'かいと', 'めい', 'しょう', 'ことね', 'だいき'],
};
const SURNAMES: Record<Lang, string[]> = {
  en: ['W.', 'K.', 'T.', 'M.', 'R.', 'L.', 'B.', 'S.'],
  zh: ['', '爱吃鱼的', '快乐的', '努力的', '', '小', '', '阳光'],
  ja: ['', 'ママ', '', 'パパ', '', 'ちゃん', '', 'さん'],
};
const COUNT = 150;
// Most of the demo's shoppers write in Chinese, then English, then Japanese.
const LANG_OF = (i: number): Lang => (['zh', 'en', 'zh', 'ja', 'en', 'zh'] as const)[i % 6]!;

/** Demo shopper accounts who wrote the seeded reviews (no password or phone: nobody can log in as them). */
export async function seedShoppers(tx: Tx): Promise<Shopper[]> {
  const people = Array.from({ length: COUNT }, (_, i) => {
    const lang = LANG_OF(i);
    const name = NAMES[lang][(i * 7) % NAMES[lang].length]!;
    const extra = SURNAMES[lang][i % SURNAMES[lang].length]!;
    const nickName = lang === 'en' ? `${name} ${extra}` : lang === 'zh' ? `${extra}${name}` : `${name}${extra}`;
    return { number: `DEMO${String(i + 1).padStart(4, '0')}`, nickName, name: nickName, lang, avatar: artUrl('avatar', 'face', `demo${i + 1}`) };
  });
  const stored = await insertRowsReturning(tx, account, people, { id: account.id, number: account.number });
  const ids = new Map(stored.map((r) => [r.number, r.id]));
  return people.map((p) => ({ id: ids.get(p.number)!, lang: p.lang }));
}
