import { and, desc, eq, gt } from 'drizzle-orm';
import type { TPushDeviceRequest, TPushDeviceResponse } from '@mall/contract/app/push-device';
import type {
  TQueryNewestVersionRequest,
  TQueryNewestVersionResponse,
} from '@mall/contract/app/query-newest-version';
import type { Lang } from '@mall/contract/platform/languages';
import type { Db } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { appVersion, pushDevice } from './app.tables.ts';

/** The newest version above the caller's, and whether any version in between forces the update. */
export async function queryNewestVersion(
  db: Db,
  input: TQueryNewestVersionRequest,
  lang: Lang,
): Promise<TQueryNewestVersionResponse> {
  const newer = await db
    .select()
    .from(appVersion)
    .where(
      and(
        eq(appVersion.platform, input.platform),
        eq(appVersion.pkgName, input.pkgName),
        gt(appVersion.versionCode, input.versionCode),
      ),
    )
    .orderBy(desc(appVersion.versionCode))
    .limit(50);
  const newest = newer[0];
  if (!newest) {
    return {
      versionCode: input.versionCode,
      versionName: '',
      forceUpdate: false,
      downUrl: '',
      described: '',
      needUpdate: false,
      iosUrl: '',
      ckVersion: '',
    };
  }
  // Skipping a forced version is not allowed: if any newer one forces, the newest must be installed.
  const forceUpdate = newer.some((v) => v.forceUpdate);
  return {
    versionCode: newest.versionCode,
    versionName: newest.versionName,
    forceUpdate,
    downUrl: newest.downUrl,
    described: newest.described[lang] ?? newest.described.en ?? '',
    needUpdate: true,
    iosUrl: newest.iosUrl,
    ckVersion: newest.ckVersion,
  };
}

/**
 * Records this device's push token for the caller: the logged-in account's own registration of the device, or
 * the device's visitor registration. Only that row is written, so one account's call never changes another's.
 */
export async function registerPushDevice(
  db: Db,
  input: TPushDeviceRequest,
  deviceId: string | undefined,
  accountId: number | undefined,
): Promise<TPushDeviceResponse> {
  if (!deviceId) throw new AppError('INVALID_REQUEST', { detail: 'T-deviceId header is required' });
  await db
    .insert(pushDevice)
    .values({ deviceId, platform: input.platform, pushToken: input.pushToken, accountId: accountId ?? null })
    .onConflictDoUpdate({
      target: [pushDevice.deviceId, pushDevice.accountId],
      set: { platform: input.platform, pushToken: input.pushToken, updatedAt: new Date() },
    });
  return { deviceId, registered: true };
}
