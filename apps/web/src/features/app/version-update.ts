import type { TQueryNewestVersionResponse } from '@mall/contract/app/query-newest-version';

export type UpdateAction = 'none' | 'force' | 'ask';

/** Spec 4: a newer server version is applied at once when forced, otherwise only after the user agrees. */
export function decideUpdate(currentVersionCode: number, newest: Pick<TQueryNewestVersionResponse, 'versionCode' | 'forceUpdate'>): UpdateAction {
  if (newest.versionCode <= currentVersionCode) return 'none';
  return newest.forceUpdate ? 'force' : 'ask';
}
