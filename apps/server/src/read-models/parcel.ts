import { sql } from 'drizzle-orm';
import type { ParcelKind } from '@mall/contract/logistics/logistics-fields';
import type { Localized } from '@mall/contract/platform/languages';
import type { Db, Tx } from '../platform/database.ts';
import type { Parcel } from '../modules/logistics/logistics.api.ts';

interface ParcelRow extends Record<string, unknown> {
  id: number;
  kind: ParcelKind;
  tracking_no: string;
  company_code: string;
  carrier: string;
  company: Localized | null;
  origin_areas: Localized[];
  origin_nation: Localized;
  origin_nation_code: string;
  destination_areas: Localized[];
  destination_nation: Localized;
  destination_nation_code: string;
}

/**
 * Read model: what a carrier is told about shipments (logistics): each one's company and the two ends of its
 * journey, the shop's areas (shop) and the order's delivery address areas (order) from the gazetteer (location)
 * (a return's parcel goes from the latter to the former):
 * district, city, province, nearest first. A score goods' parcel (no order) goes to its exchange's address (loyalty). One query for any number of shipments; unknown ids are left out.
 */
export async function loadParcels(db: Db | Tx, shipmentIds: number[]): Promise<Map<number, Parcel & { carrier: string }>> {
  const parcels = new Map<number, Parcel & { carrier: string }>();
  if (shipmentIds.length === 0) return parcels;
  const { rows } = await db.execute<ParcelRow>(sql`
    select sh.id, sh.kind, sh.tracking_no, sh.company_code, sh.carrier, c.name as company,
      (select coalesce(jsonb_agg(a.name order by a.level desc), '[]'::jsonb) from area a
        where a.id in (s.district_id, s.city_id, s.province_id)) as origin_areas,
      sn.name as origin_nation, sn.code as origin_nation_code,
      (select coalesce(jsonb_agg(a.name order by a.level desc), '[]'::jsonb) from area a
        where a.id in ((dest.address->>'districtId')::int, (dest.address->>'cityId')::int, (dest.address->>'provinceId')::int)) as destination_areas,
      dn.name as destination_nation, dn.code as destination_nation_code
    from shipment sh
    left join sale_order o on o.id = sh.order_id
    left join score_exchange se on sh.kind = 'score_exchange' and se.id = sh.return_id
    cross join lateral (select coalesce(o.address, se.address) as address) dest
    join shop s on s.id = sh.shop_id
    join nation sn on sn.id = s.nation_id
    join nation dn on dn.id = (dest.address->>'nationId')::int
    left join shipping_company c on c.code = sh.company_code
    where sh.id = any(${`{${shipmentIds.map((id) => Math.trunc(id)).join(',')}}`}::int[])`);
  for (const row of rows) {
    const shopEnd = { areas: row.origin_areas, nation: row.origin_nation, nationCode: row.origin_nation_code };
    const shopperEnd = { areas: row.destination_areas, nation: row.destination_nation, nationCode: row.destination_nation_code };
    // A return travels the other way: from the shopper's address back to the shop.
    const back = row.kind === 'return';
    parcels.set(row.id, {
      shipmentId: row.id,
      trackingNo: row.tracking_no,
      carrier: row.carrier,
      company: row.company ?? { en: row.company_code, zh: row.company_code, ja: row.company_code },
      origin: back ? shopperEnd : shopEnd,
      destination: back ? shopEnd : shopperEnd,
    });
  }
  return parcels;
}

/** One shipment's parcel (loadParcels), or null. */
export async function loadParcel(db: Db | Tx, shipmentId: number): Promise<(Parcel & { carrier: string }) | null> {
  return (await loadParcels(db, [shipmentId])).get(shipmentId) ?? null;
}
