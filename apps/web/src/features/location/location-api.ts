import { path as areasPath, type listNationAreas } from '@mall/contract/location/list-nation-areas';
import { path as nationsPath, type listNations } from '@mall/contract/location/list-nations';
import { path as geographicPath, type queryGeographic } from '@mall/contract/location/query-geographic';
import { path as reversePath, type queryReverse } from '@mall/contract/location/query-reverse';
import { path as searchPath, type searchGeographic } from '@mall/contract/location/search-geographic';
import { endpointRef } from '../../shared/transport/endpoint-ref.ts';

export const LOCATION_API = {
  nations: endpointRef<typeof listNations>(nationsPath),
  areas: endpointRef<typeof listNationAreas>(areasPath),
  geographic: endpointRef<typeof queryGeographic>(geographicPath),
  reverse: endpointRef<typeof queryReverse>(reversePath),
  search: endpointRef<typeof searchGeographic>(searchPath),
} as const;
