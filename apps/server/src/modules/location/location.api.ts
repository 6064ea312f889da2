// What other modules may use of the location module (nations, areas, the gazetteer).
export { resolveRegion, type Region, type RegionInput } from './location-region.ts';
export { placeNames, withPlaceNames, type PlaceIds, type PlaceNames } from './location-names.ts';
export { nationOfPhoneCode } from './nation-of-phone.ts';
export { provinceNations } from './province-nations.ts';
// The gazetteer (docs/decisions.md, "Places"): places with their area chains, the nearest place to a point.
export { placesOf } from './place-chain.ts';
export { reversePlace } from './geographic.ts';
export { areaCentre } from './area-centre.ts';
