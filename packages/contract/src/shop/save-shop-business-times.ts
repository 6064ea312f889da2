import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { MAX_CLOSES_AT, MAX_SPANS_PER_DAY, MINUTES_PER_DAY, SPAN_PROBLEM_TEXT, weekProblems } from './business-time-rules.ts';
import { ZBusinessTimes } from './shop-fields.ts';
import { ZShopId } from './shop-id.ts';

export const path = 'merchant/shop/businessTimes/save';

const ZSpanInput = z.strictObject({
  /** Minutes after local midnight the span opens, within its day. */
  opensAt: z.number().int().min(0).max(MINUTES_PER_DAY - 1),
  /** When it closes; past 1440 for a span that ends after midnight. */
  closesAt: z.number().int().min(1).max(MAX_CLOSES_AT),
});

/**
 * The whole week: each weekday at most once, a weekday left out (or with no spans) is a closing day. Spans of a day
 * must not overlap, nor run past midnight into the next day's spans (business-time-rules.ts).
 */
export const ZSaveShopBusinessTimesRequest = z
  .strictObject({
    shopId: ZShopId,
    days: z
      .array(z.strictObject({ weekday: z.number().int().min(1).max(7), spans: z.array(ZSpanInput).max(MAX_SPANS_PER_DAY) }))
      .max(7),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<number>();
    v.days.forEach((d, i) => {
      if (seen.has(d.weekday)) ctx.addIssue({ code: 'custom', path: ['days', i, 'weekday'], message: 'each weekday once' });
      seen.add(d.weekday);
    });
    for (const p of weekProblems(v.days)) ctx.addIssue({ code: 'custom', path: ['days', p.day, 'spans', p.span], message: SPAN_PROBLEM_TEXT[p.problem] });
  });
export type TSaveShopBusinessTimesRequest = z.input<typeof ZSaveShopBusinessTimesRequest>;
export const ZSaveShopBusinessTimesResponse = ZBusinessTimes;
export type TSaveShopBusinessTimesResponse = z.infer<typeof ZSaveShopBusinessTimesResponse>;

export const saveShopBusinessTimes = defineEndpoint({
  path,
  access: 'merchant',
  right: 'goods',
  summary: "Replaces a shop's opening hours for the whole week (minutes after midnight, a span may end after midnight); answers them as shoppers see them",
  request: ZSaveShopBusinessTimesRequest,
  response: ZSaveShopBusinessTimesResponse,
});
