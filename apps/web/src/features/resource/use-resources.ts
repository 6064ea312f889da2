import { useQuery } from '@tanstack/react-query';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { resourceQueries } from './resource-queries.ts';

/** The platform's agreements (titles and versions). */
export function useAgreements() {
  return useQuery(resourceQueries.agreements(useQueryLang()));
}

/** One agreement with its text. */
export function useAgreement(code: string | undefined) {
  return useQuery({ ...resourceQueries.agreement(useQueryLang(), code ?? ''), enabled: code !== undefined });
}
