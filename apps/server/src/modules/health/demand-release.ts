import { sql } from 'drizzle-orm';
import { DEMAND_OPEN_HOURS, DEMAND_RADIUS_M } from '@mall/contract/health/health-fields';
import type { TReleaseMedicineDemandRequest, TReleaseMedicineDemandResponse } from '@mall/contract/health/release-medicine-demand';
import type { Lang } from '@mall/contract/platform/languages';
import type { Deps } from '../../platform/deps.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { readOwnAddress } from '../../read-models/address-book.ts';
import { healthGoodsFacts, verifiedPharmaciesNear } from '../../read-models/health.ts';
import { ownsUploads } from '../resource/resource.api.ts';
import { demandViews } from './demand-view.ts';
import { medicineDemand, medicineDemandShop } from './health.tables.ts';

type Input = Required<Pick<TReleaseMedicineDemandRequest, 'medicine' | 'quantity' | 'symptoms' | 'prescription' | 'photos'>> &
  Pick<TReleaseMedicineDemandRequest, 'goodsId' | 'lat' | 'lng' | 'addressId'>;

/** Where the demand is: one of the caller's saved addresses (someone else's 1004; without a location 5208), or the point sent. */
async function placeOf(db: Deps['db'], accountId: number, input: Input, lang: Lang): Promise<{ lat: number; lng: number }> {
  if (input.addressId === undefined) return { lat: input.lat!, lng: input.lng! };
  const saved = await readOwnAddress(db, accountId, input.addressId, lang);
  if (!saved) throw notFound();
  if (saved.lat === null || saved.lng === null) throw new AppError('HEALTH_ADDRESS_NO_LOCATION');
  return { lat: saved.lat, lng: saved.lng };
}

/**
 * `mall/release/medicineDemand`: checks everything first (the place: a point or the caller's own saved address with a
 * location; photos are the caller's own private uploads; a goods named exists; a prescription medicine, said so or a
 * prescription-only goods, has a photo), then in one transaction stores
 * the demand (open for DEMAND_OPEN_HOURS) and who it is shown to: the verified pharmacies within DEMAND_RADIUS_M at
 * this moment. Only they may see it, its photos, and answer it.
 */
export async function releaseDemand(deps: Pick<Deps, 'db' | 'config'>, accountId: number, input: Input, lang: Lang): Promise<TReleaseMedicineDemandResponse> {
  const { db } = deps;
  if (!(await ownsUploads(db, accountId, input.photos, 'private'))) {
    throw new AppError('INVALID_REQUEST', { detail: 'photos: upload each prescription photo yourself, with purpose private' });
  }
  const place = await placeOf(db, accountId, input, lang);
  let rx = input.prescription;
  if (input.goodsId !== undefined) {
    const goods = await healthGoodsFacts(db, input.goodsId, lang);
    if (!goods) throw notFound();
    rx ||= goods.facts.drugClass === 'rx';
  }
  if (rx && input.photos.length === 0) throw new AppError('HEALTH_PRESCRIPTION_PHOTO_NEEDED');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(medicineDemand)
      .values({
        accountId,
        medicine: input.medicine,
        quantity: input.quantity,
        symptoms: input.symptoms,
        goodsId: input.goodsId ?? null,
        prescription: rx,
        photos: [...new Set(input.photos)],
        lat: place.lat,
        lng: place.lng,
        expiresAt: sql`now() + ${DEMAND_OPEN_HOURS}::int * interval '1 hour'`,
      })
      .returning();
    const near = await verifiedPharmaciesNear(tx, place.lat, place.lng, DEMAND_RADIUS_M);
    if (near.length > 0) await tx.insert(medicineDemandShop).values(near.map((s) => ({ demandId: row!.id, shopId: s.shopId, distanceM: s.distanceM })));
    const [view] = await demandViews(deps, tx, [{ row: row!, expired: false }], lang);
    return { ...view!, pharmaciesShown: near.length };
  });
}
