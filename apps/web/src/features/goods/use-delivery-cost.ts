import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/session/use-session.ts';
import { callApi } from '../../shared/transport/call-api.ts';
import { LOGISTICS_API, goodsKey } from './goods-detail-api.ts';

/** Where to deliver: one of the shopper's addresses, or an area picked by hand (nation, then areas as far as chosen). */
export type DeliveryTarget =
  | { kind: 'address'; addressId: number; label: string }
  | { kind: 'area'; nationId: number; areaIds: readonly number[]; label: string };

/** The delivery cost of a quantity of a goods (one SKU, or its default) to a target; idle without a target. */
export function useDeliveryCost(goodsId: number, skuId: number | undefined, quantity: number, target: DeliveryTarget | undefined) {
  const { i18n } = useTranslation();
  const { token } = useSession();
  const where =
    target?.kind === 'address'
      ? { addressId: target.addressId }
      : target
        ? { area: { nationId: target.nationId, provinceId: target.areaIds[0] ?? null, cityId: target.areaIds[1] ?? null, districtId: target.areaIds[2] ?? null } }
        : undefined;
  return useQuery({
    queryKey: [...goodsKey(goodsId), 'delivery-cost', skuId ?? 0, quantity, where, i18n.language, token ?? ''],
    queryFn: ({ signal }) =>
      callApi(LOGISTICS_API.queryLogisticsCosts, { goodsId, quantity, ...(skuId !== undefined ? { skuId } : {}), ...where! }, { signal, autoShowError: false, quietNotLoggedIn: true }),
    enabled: where !== undefined,
    // Changing the quantity keeps the last cost on screen until the new one arrives, instead of a flicker.
    placeholderData: keepPreviousData,
  });
}
