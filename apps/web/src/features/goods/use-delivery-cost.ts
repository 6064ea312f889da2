import { useQuery } from '@tanstack/react-query';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { goodsQueries, type DeliveryWhere } from './goods-queries.ts';

/** Where to deliver: one of the shopper's addresses, or an area picked by hand (nation, then areas as far as chosen). */
export type DeliveryTarget =
  | { kind: 'address'; addressId: number; label: string }
  | { kind: 'area'; nationId: number; areaIds: readonly number[]; label: string };

function whereOf(target: DeliveryTarget): DeliveryWhere {
  if (target.kind === 'address') return { addressId: target.addressId };
  const [provinceId = null, cityId = null, districtId = null] = target.areaIds;
  return { area: { nationId: target.nationId, provinceId, cityId, districtId } };
}

/** The delivery cost of a quantity of a goods (one SKU, or its default) to a target; idle without a target. */
export function useDeliveryCost(goodsId: number, skuId: number | undefined, quantity: number, target: DeliveryTarget | undefined) {
  const { token } = useSession();
  const lang = useQueryLang();
  const where: DeliveryWhere = target ? whereOf(target) : { addressId: 0 };
  return useQuery({ ...goodsQueries.deliveryCost(lang, goodsId, skuId, quantity, where, token), enabled: target !== undefined });
}
