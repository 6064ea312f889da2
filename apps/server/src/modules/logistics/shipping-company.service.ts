import { and, asc, eq } from 'drizzle-orm';
import type { TQueryShippingCompaniesResponse } from '@mall/contract/logistics/query-shipping-companies';
import type { Lang } from '@mall/contract/platform/languages';
import type { Db, Tx } from '../../platform/database.ts';
import { textIn } from '../../platform/localized.ts';
import { shippingCompany } from './logistics.tables.ts';

/** `resource/query/shipping/company`: the enabled shipping companies in display order, named in `lang`. */
export async function listShippingCompanies(db: Db, lang: Lang): Promise<TQueryShippingCompaniesResponse> {
  const rows = await db
    .select({ code: shippingCompany.code, name: shippingCompany.name, trackingPattern: shippingCompany.trackingPattern })
    .from(shippingCompany)
    .where(eq(shippingCompany.enabled, true))
    .orderBy(asc(shippingCompany.sort), asc(shippingCompany.id));
  return rows.map((r) => ({ ...r, name: textIn(r.name, lang) }));
}

/** An enabled company by its code, or undefined. */
export async function findEnabledCompany(db: Db | Tx, code: string) {
  const [row] = await db
    .select()
    .from(shippingCompany)
    .where(and(eq(shippingCompany.code, code), eq(shippingCompany.enabled, true)));
  return row;
}
