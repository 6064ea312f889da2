import type { TQueryHealthGoodsResponse } from '@mall/contract/health/query-health-goods';
import type { Lang } from '@mall/contract/platform/languages';
import type { Db } from '../../platform/database.ts';
import { notFound } from '../../platform/errors.ts';
import { drugLicenceOf, healthGoodsFacts } from '../../read-models/health.ts';

/** `mall/query/health/goods`: a goods' regulatory facts and its shop's drug licence. */
export async function queryHealthGoods(db: Db, goodsId: number, lang: Lang): Promise<TQueryHealthGoodsResponse> {
  const found = await healthGoodsFacts(db, goodsId, lang);
  if (!found) throw notFound();
  return { facts: found.facts, licence: await drugLicenceOf(db, found.shopId, lang) };
}
