import type { TQueryScoreBalanceResponse } from '@mall/contract/loyalty/query-score-balance';
import type { TQueryScoreDenominationResponse } from '@mall/contract/loyalty/query-score-denomination';
import type { TQueryScoreFlowResponse, TScoreFlowEntry } from '@mall/contract/loyalty/query-score-flow';
import type { ScoreFlowKind, TScoreRules } from '@mall/contract/loyalty/score-fields';
import type { Lang } from '@mall/contract/platform/languages';
import type { Deps } from '../../platform/deps.ts';
import type { Db } from '../../platform/database.ts';
import { decodeCursor, encodeCursor } from '../../platform/keyset-cursor.ts';
import { readScoreBalance, readScoreFlow, type ScoreFlowRow } from '../../read-models/score-points.ts';
import { queryDecorateConfig } from '../decorate/decorate.api.ts';
import { LOYALTY_RULES } from './loyalty-rules.ts';

/** `user/score/query/balance`. */
export async function queryScoreBalance(db: Db, accountId: number): Promise<TQueryScoreBalanceResponse> {
  const { balance, expiring } = await readScoreBalance(db, accountId);
  return { balance, expiring: expiring && { points: expiring.points, expiresAt: expiring.expiresAt.toISOString() } };
}

type Texts = Record<Lang, string>;
const TITLES: Record<ScoreFlowKind, Texts> = {
  earned: { en: 'Earned by order {no}', zh: '订单 {no} 完成获得', ja: '注文 {no} の完了で獲得' },
  taken_back: { en: 'Taken back: order {no} refunded', zh: '订单 {no} 退款扣回', ja: '注文 {no} の返金で差し引き' },
  expired: { en: 'Points expired', zh: '积分过期', ja: 'ポイント失効' },
  exchanged: { en: 'Exchanged for a score goods', zh: '兑换积分商品', ja: 'ポイント商品と交換' },
  used: { en: 'Used at checkout', zh: '下单抵扣', ja: '注文で利用' },
  returned: { en: 'Given back: an order cancelled or refunded', zh: '订单取消或退款退回', ja: '注文のキャンセル・返金で返却' },
  activity: { en: 'Given by an activity', zh: '活动赠送', ja: 'キャンペーンでプレゼント' },
  invited: { en: 'A friend you invited registered', zh: '邀请好友注册奖励', ja: '招待した友だちが登録しました' },
  other: { en: 'Points adjusted', zh: '积分调整', ja: 'ポイント調整' },
};

/** The ledger causes of points entries and the kinds the flow calls them. */
const KIND_OF_CAUSE: Record<string, ScoreFlowKind> = {
  order_points: 'earned',
  points_take_back: 'taken_back',
  points_expiry: 'expired',
  score_exchange: 'exchanged',
  order_points_spend: 'used',
  order_points_return: 'returned',
  activity_points: 'activity',
  invite_reward: 'invited',
};

function entryOf(r: ScoreFlowRow, lang: Lang): TScoreFlowEntry {
  const kind = KIND_OF_CAUSE[r.causeType] ?? 'other';
  return {
    entryId: r.entryId,
    points: r.amount,
    balanceAfter: r.balanceAfter,
    kind,
    title: TITLES[kind][lang].replace('{no}', r.orderNo ?? ''),
    orderId: r.orderId,
    orderNo: r.orderNo,
    expiresAt: r.amount > 0 && r.expiresAt ? r.expiresAt.toISOString() : null,
    createdAt: r.createdAt.toISOString(),
  };
}

/** `user/score/query/flow`: newest first, a keyset page at a time. */
export async function queryScoreFlow(db: Db, accountId: number, input: { after?: string | undefined; pageSize: number }, lang: Lang): Promise<TQueryScoreFlowResponse> {
  const after = input.after ? decodeCursor(input.after) : null;
  const rows = await readScoreFlow(db, accountId, after, input.pageSize);
  const page = rows.slice(0, input.pageSize);
  const last = page.at(-1);
  return { list: page.map((r) => entryOf(r, lang)), next: rows.length > input.pageSize && last ? encodeCursor(last.at, last.entryId) : null };
}

const RULE_TEXTS: Texts[] = [
  { en: 'A completed order earns 1 point for every {unit} paid.', zh: '订单完成后，每支付 {unit} 获得 1 积分。', ja: '注文が完了すると、{unit} のお支払いごとに 1 ポイント獲得できます。' },
  { en: 'Points expire at the end of the {months}th month after the month they were earned.', zh: '积分在获得当月之后第 {months} 个月末过期。', ja: 'ポイントは獲得した月の {months} か月後の月末に失効します。' },
  { en: 'Points that expire soonest are used first.', zh: '优先使用最早过期的积分。', ja: '有効期限の近いポイントから使われます。' },
  { en: 'A refunded order takes back its share of the points it earned.', zh: '订单退款时，按比例扣回该订单获得的积分。', ja: '返金された注文は、獲得したポイントを割合に応じて差し引きます。' },
  { en: '{points} points are worth {unit}.', zh: '{points} 积分价值 {unit}。', ja: '{points} ポイントは {unit} に相当します。' },
];

/** The rules, in the caller's language, with the base currency of the decoration config. */
export async function scoreRules(deps: Pick<Deps, 'settings'>, lang: Lang): Promise<TScoreRules> {
  const config = await queryDecorateConfig(deps.settings, lang);
  const base = config.currencies.find((c) => c.code === config.baseCurrency);
  const unit = `${base?.symbol ?? ''}1`;
  const fill = (s: string) => s.replace('{unit}', unit).replace('{months}', String(LOYALTY_RULES.validMonths)).replace('{points}', String(LOYALTY_RULES.pointsPerUnit));
  return {
    minorPerPoint: LOYALTY_RULES.minorPerPoint,
    validMonths: LOYALTY_RULES.validMonths,
    pointsPerUnit: LOYALTY_RULES.pointsPerUnit,
    baseCurrency: config.baseCurrency,
    rules: RULE_TEXTS.map((t) => fill(t[lang])),
  };
}

/** `user/score/query/denomination`: the rules, the caller's balance and what it is worth at checkout. */
export async function queryScoreDenomination(deps: Pick<Deps, 'settings' | 'db'>, accountId: number, lang: Lang): Promise<TQueryScoreDenominationResponse> {
  const [rules, { balance }] = await Promise.all([scoreRules(deps, lang), readScoreBalance(deps.db, accountId)]);
  const minorPerUnit = 100;
  return { ...rules, balance, worth: Math.floor((balance * minorPerUnit) / LOYALTY_RULES.pointsPerUnit) };
}
