import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { path as loginPath, type appLoginEmail } from '@mall/contract/account/app-login-email';
import { path as logoutPath, type appLogout } from '@mall/contract/account/app-logout';
import type { ApplicationStatus } from '@mall/contract/merchant/application-fields';
import {
  applicationForReviewPath,
  approveApplicationPath,
  queryApplicationsPath,
  refuseApplicationPath,
  type approveApplication,
  type queryApplicationForReview,
  type queryApplications,
  type refuseApplication,
} from '@mall/contract/merchant/review-applications';
import type { Lang } from '@mall/contract/platform/languages';
import { endpointRef } from '../shared/transport/endpoint-ref.ts';
import { consoleCall } from './console-transport.ts';

/** The console's calls, and the one place its query keys are written: [root, what, parameters, language]. */
const loginApi = endpointRef<typeof appLoginEmail>(loginPath);
const logoutApi = endpointRef<typeof appLogout>(logoutPath);
const listApi = endpointRef<typeof queryApplications>(queryApplicationsPath);
const detailsApi = endpointRef<typeof queryApplicationForReview>(applicationForReviewPath);
const approveApi = endpointRef<typeof approveApplication>(approveApplicationPath);
const refuseApi = endpointRef<typeof refuseApplication>(refuseApplicationPath);

export const CONSOLE_ROOT = 'platform-console';
/** Every list of applications, whatever its status and language: what a decision makes stale. */
export const applicationListsKey = [CONSOLE_ROOT, 'applications'] as const;
export const PAGE_SIZE = 20;

export function applicationsQuery(status: ApplicationStatus, lang: Lang) {
  return infiniteQueryOptions({
    queryKey: [...applicationListsKey, { status }, lang] as const,
    queryFn: ({ pageParam, signal }) => consoleCall(listApi, { status, pageSize: PAGE_SIZE, ...(pageParam ? { after: pageParam } : {}) }, { lang, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

/** The documents' links are signed for 10 minutes: the application is asked again before they run out. */
const LINK_LIFETIME_MS = 10 * 60_000;

export function applicationQuery(applicationId: number, lang: Lang) {
  return queryOptions({
    queryKey: [CONSOLE_ROOT, 'application', { applicationId }, lang] as const,
    queryFn: ({ signal }) => consoleCall(detailsApi, { applicationId }, { lang, signal }),
    staleTime: LINK_LIFETIME_MS / 2,
    refetchInterval: LINK_LIFETIME_MS - 60_000,
  });
}

export function loginWithEmail(email: string, password: string, lang: Lang) {
  return consoleCall(loginApi, { email, password }, { lang });
}

export function logout(lang: Lang) {
  return consoleCall(logoutApi, {}, { lang });
}

export function approve(applicationId: number, lang: Lang) {
  return consoleCall(approveApi, { applicationId }, { lang });
}

export function refuse(applicationId: number, reason: string, lang: Lang) {
  return consoleCall(refuseApi, { applicationId, reason }, { lang });
}
