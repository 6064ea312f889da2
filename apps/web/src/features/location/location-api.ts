import { path as areasPath, type listNationAreas } from '@mall/contract/location/list-nation-areas';
import { path as nationsPath, type listNations } from '@mall/contract/location/list-nations';
import { endpointRef } from '../../shared/transport/endpoint-ref.ts';

export const LOCATION_API = {
  nations: endpointRef<typeof listNations>(nationsPath),
  areas: endpointRef<typeof listNationAreas>(areasPath),
} as const;
