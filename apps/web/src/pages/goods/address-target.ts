import type { TAddress } from '@mall/contract/account/address-fields';
import type { DeliveryTarget } from '../../features/goods/use-delivery-cost.ts';
import { regionText } from '../../features/location/area-tree.ts';

/** How an address reads as a delivery place: its region in the current language, else the nation. */
export function addressTarget(address: TAddress): DeliveryTarget {
  const region = regionText([address.provinceName, address.cityName, address.districtName]) || address.areaText;
  return { kind: 'address', addressId: address.id, label: region || address.nationName };
}
