import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/database.ts';
import { notFound } from '../../platform/errors.ts';
import { medicineDemand, medicineDemandShop } from './health.tables.ts';

/** The demand if it was shown to this shop (released near it), else not found: a pharmacy sees nothing else. */
export async function demandShownTo(q: Db | Tx, demandId: number, shopId: number) {
  const [row] = await q
    .select({ demand: medicineDemand, distanceM: medicineDemandShop.distanceM })
    .from(medicineDemandShop)
    .innerJoin(medicineDemand, eq(medicineDemand.id, medicineDemandShop.demandId))
    .where(and(eq(medicineDemandShop.demandId, demandId), eq(medicineDemandShop.shopId, shopId)));
  if (!row) throw notFound();
  return row;
}
