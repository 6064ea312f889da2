import { path as agreementsPath, type listAgreements } from '@mall/contract/resource/list-agreements';
import { path as agreementPath, type queryAgreement } from '@mall/contract/resource/query-agreement';
import { endpointRef } from '../../shared/transport/endpoint-ref.ts';

export const RESOURCE_API = {
  agreements: endpointRef<typeof listAgreements>(agreementsPath),
  agreement: endpointRef<typeof queryAgreement>(agreementPath),
} as const;

/** Agreement codes are lower-case words joined by underscores (the contract's pattern). */
export function isAgreementCode(value: string | undefined): value is string {
  return value !== undefined && value.length <= 64 && /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/.test(value);
}
