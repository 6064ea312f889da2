/**
 * The region of an address in the current language: the province, city and district names the server gives in the
 * T-lang language, a municipality's repeated name said once (Beijing Beijing Chaoyang → Beijing Chaoyang). The line
 * stored when the address was saved (`areaText`, in the language of that page) stands in when no name is given.
 * Shared by every address the shopper sees: the address book, the checkout, their orders and parcels.
 */
export interface RegionNames {
  provinceName?: string | null;
  cityName?: string | null;
  districtName?: string | null;
  areaText: string;
}

export function regionLine(address: RegionNames): string {
  const names: string[] = [];
  for (const name of [address.provinceName, address.cityName, address.districtName]) if (name && names[names.length - 1] !== name) names.push(name);
  return names.length > 0 ? names.join(' ') : address.areaText;
}

export interface AddressParts extends RegionNames {
  nationName?: string | null;
  detail: string;
  postcode?: string;
}

/**
 * An address on one line: nation, region (as `regionLine`) and the street, plus the postcode when `withPostcode`
 * (the order and parcel pages, where a courier reads it). One shape for the book, the checkout, orders and parcels.
 */
export function addressLine(address: AddressParts, { withPostcode = false } = {}): string {
  return [address.nationName, regionLine(address), address.detail, withPostcode ? address.postcode : undefined].filter(Boolean).join(' ');
}
