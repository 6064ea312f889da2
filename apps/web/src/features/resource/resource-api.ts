import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { path as agreementsPath, type listAgreements } from '@mall/contract/resource/list-agreements';
import { path as areasPath, type listNationAreas } from '@mall/contract/resource/list-nation-areas';
import { path as nationsPath, type listNations } from '@mall/contract/resource/list-nations';
import { path as agreementPath, type queryAgreement } from '@mall/contract/resource/query-agreement';
import { callApi } from '../../shared/transport/call-api.ts';
import { endpointRef } from '../../shared/transport/endpoint-ref.ts';

export const RESOURCE_API = {
  nations: endpointRef<typeof listNations>(nationsPath),
  areas: endpointRef<typeof listNationAreas>(areasPath),
  agreements: endpointRef<typeof listAgreements>(agreementsPath),
  agreement: endpointRef<typeof queryAgreement>(agreementPath),
} as const;

/** Platform texts change rarely; each is kept per language for the visit. */
const LONG_STALE = 30 * 60_000;

/** The nations (with their calling codes), named in the active language. */
export function useNations() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['resource', 'nations', i18n.language],
    queryFn: ({ signal }) => callApi(RESOURCE_API.nations, {}, { signal, autoShowError: false }),
    staleTime: LONG_STALE,
  });
}

/** The areas directly below a parent (the top level without one) of a nation. */
export function fetchAreas(nationId: number, parentId: number | null, signal?: AbortSignal) {
  return callApi(RESOURCE_API.areas, { nationId, parentId }, { signal, autoShowError: false });
}

export function areasQueryKey(lang: string, nationId: number, parentId: number | null) {
  return ['resource', 'areas', lang, nationId, parentId ?? 0] as const;
}

/** The platform's agreements (titles and versions). */
export function useAgreements() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['resource', 'agreements', i18n.language],
    queryFn: ({ signal }) => callApi(RESOURCE_API.agreements, {}, { signal, autoShowError: false }),
    staleTime: LONG_STALE,
  });
}

/** One agreement with its text. */
export function useAgreement(code: string | undefined) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['resource', 'agreement', i18n.language, code],
    queryFn: ({ signal }) => callApi(RESOURCE_API.agreement, { code: code! }, { signal, autoShowError: false }),
    enabled: code !== undefined,
    staleTime: LONG_STALE,
  });
}

/** Agreement codes are lower-case words joined by underscores (the contract's pattern). */
export function isAgreementCode(value: string | undefined): value is string {
  return value !== undefined && value.length <= 64 && /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/.test(value);
}
