import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TFindMyMedicineDemandsResponse } from '@mall/contract/health/find-my-medicine-demands';
import type { TMerchantMedicineDemandsResponse } from '@mall/contract/health/merchant-medicine-demands';
import type { Lang } from '@mall/contract/platform/languages';
import type { Deps } from '../../platform/deps.ts';
import { decodeCursor, encodeCursor } from '../../platform/keyset-cursor.ts';
import { isVerifiedPharmacy } from '../../read-models/health.ts';
import { demandColumns, demandViews } from './demand-view.ts';
import { medicineDemand, medicineDemandShop } from './health.tables.ts';

/** `mall/find/my/medicineDemands`: the shopper's own demands, newest first, one index range a page. */
export async function findMyDemands(
  deps: Pick<Deps, 'db' | 'config'>,
  accountId: number,
  input: { after?: string | undefined; pageSize: number },
  lang: Lang,
): Promise<TFindMyMedicineDemandsResponse> {
  const after = input.after ? decodeCursor(input.after) : undefined;
  const rows = await deps.db
    .select(demandColumns)
    .from(medicineDemand)
    .where(
      and(
        eq(medicineDemand.accountId, accountId),
        after ? sql`(${medicineDemand.createdAt}, ${medicineDemand.id}) < (${after.at}::timestamptz, ${after.id})` : undefined,
      ),
    )
    .orderBy(desc(medicineDemand.createdAt), desc(medicineDemand.id))
    .limit(input.pageSize + 1);
  const page = rows.slice(0, input.pageSize);
  const last = page.at(-1);
  return { list: await demandViews(deps, deps.db, page, lang), next: rows.length > input.pageSize && last ? encodeCursor(last.at, last.row.id) : null };
}

/**
 * `merchant/health/demand/query`: the demands shown to this pharmacy that it may still answer (open or quoted, not
 * expired), newest first, with its distance and its own quotes. A shop that is not a verified pharmacy (any more)
 * sees none.
 */
export async function pharmacyDemands(
  deps: Pick<Deps, 'db' | 'config'>,
  shopId: number,
  input: { after?: string | undefined; pageSize: number },
  lang: Lang,
): Promise<TMerchantMedicineDemandsResponse> {
  const { db } = deps;
  if (!(await isVerifiedPharmacy(db, shopId))) return { list: [], next: null, verified: false };
  const after = input.after ? decodeCursor(input.after) : undefined;
  const rows = await db
    .select({ ...demandColumns, distanceM: medicineDemandShop.distanceM, shownAt: sql<string>`${medicineDemandShop.createdAt}::text` })
    .from(medicineDemandShop)
    .innerJoin(medicineDemand, eq(medicineDemand.id, medicineDemandShop.demandId))
    .where(
      and(
        eq(medicineDemandShop.shopId, shopId),
        inArray(medicineDemand.status, ['open', 'quoted']),
        sql`${medicineDemand.expiresAt} > now()`,
        after ? sql`(${medicineDemandShop.createdAt}, ${medicineDemandShop.demandId}) < (${after.at}::timestamptz, ${after.id})` : undefined,
      ),
    )
    .orderBy(desc(medicineDemandShop.createdAt), desc(medicineDemandShop.demandId))
    .limit(input.pageSize + 1);
  const page = rows.slice(0, input.pageSize);
  const views = await demandViews(deps, db, page, lang, shopId);
  const last = page.at(-1);
  return {
    list: views.map((v, i) => ({ ...v, distanceM: page[i]!.distanceM })),
    next: rows.length > input.pageSize && last ? encodeCursor(last.shownAt, last.row.id) : null,
    verified: true,
  };
}
