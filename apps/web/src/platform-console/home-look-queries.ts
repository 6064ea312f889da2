import { queryOptions } from '@tanstack/react-query';
import {
  deletePlatformBannerPath,
  deletePlatformShortcutPath,
  queryPlatformBannersPath,
  queryPlatformShortcutsPath,
  savePlatformBannerPath,
  savePlatformShortcutPath,
  type deletePlatformBanner,
  type deletePlatformShortcut,
  type queryPlatformBanners,
  type queryPlatformShortcuts,
  type savePlatformBanner,
  type savePlatformShortcut,
  type TSavePlatformBannerRequest,
  type TSavePlatformShortcutRequest,
} from '@mall/contract/catalogue/platform-home';
import {
  publishDecorateDraftPath,
  queryDecorateDraftsPath,
  saveDecorateDraftPath,
  type publishDecorateDraft,
  type queryDecorateDrafts,
  type saveDecorateDraft,
  type TSaveDecorateDraftRequest,
} from '@mall/contract/decorate/platform-decorate-drafts';
import { API_BASE } from '@mall/contract/platform/api';
import type { Lang } from '@mall/contract/platform/languages';
import { path as uploadPath, PURPOSE_FIELD, UPLOAD_FIELD, type TUploadImageResponse } from '@mall/contract/resource/upload-image';
import { ApiError, NETWORK_FAILURE } from '../shared/transport/api-error.ts';
import { deviceId } from '../shared/transport/device.ts';
import { endpointRef } from '../shared/transport/endpoint-ref.ts';
import { CONSOLE_ROOT } from './console-queries.ts';
import { endConsoleSession, readConsoleSession } from './console-session.ts';
import { consoleCall, consoleHeaders, OFFLINE, outcomeOf, readEnvelope } from './console-transport.ts';

/** The console's calls of "Home page" (banners, shortcuts) and "Look & language" (decoration drafts). */
const bannersApi = endpointRef<typeof queryPlatformBanners>(queryPlatformBannersPath);
const saveBannerApi = endpointRef<typeof savePlatformBanner>(savePlatformBannerPath);
const deleteBannerApi = endpointRef<typeof deletePlatformBanner>(deletePlatformBannerPath);
const shortcutsApi = endpointRef<typeof queryPlatformShortcuts>(queryPlatformShortcutsPath);
const saveShortcutApi = endpointRef<typeof savePlatformShortcut>(savePlatformShortcutPath);
const deleteShortcutApi = endpointRef<typeof deletePlatformShortcut>(deletePlatformShortcutPath);
const draftsApi = endpointRef<typeof queryDecorateDrafts>(queryDecorateDraftsPath);
const saveDraftApi = endpointRef<typeof saveDecorateDraft>(saveDecorateDraftPath);
const publishApi = endpointRef<typeof publishDecorateDraft>(publishDecorateDraftPath);

export const homeEntriesKey = [CONSOLE_ROOT, 'home-page'] as const;
export const draftsKey = [CONSOLE_ROOT, 'decorate-drafts'] as const;

export const bannersQuery = (lang: Lang) =>
  queryOptions({ queryKey: [...homeEntriesKey, 'banners', lang], queryFn: ({ signal }) => consoleCall(bannersApi, { position: 'home' }, { lang, signal }) });
export const shortcutsQuery = (lang: Lang) =>
  queryOptions({ queryKey: [...homeEntriesKey, 'shortcuts', lang], queryFn: ({ signal }) => consoleCall(shortcutsApi, { position: 'home' }, { lang, signal }) });
export const draftsQuery = (lang: Lang) => queryOptions({ queryKey: [...draftsKey, lang], queryFn: ({ signal }) => consoleCall(draftsApi, {}, { lang, signal }) });

export const saveBanner = (body: TSavePlatformBannerRequest, lang: Lang) => consoleCall(saveBannerApi, body, { lang });
export const deleteBanner = (bannerId: number, lang: Lang) => consoleCall(deleteBannerApi, { bannerId }, { lang });
export const saveShortcut = (body: TSavePlatformShortcutRequest, lang: Lang) => consoleCall(saveShortcutApi, body, { lang });
export const deleteShortcut = (shortcutId: number, lang: Lang) => consoleCall(deleteShortcutApi, { shortcutId }, { lang });
export const saveDraft = (body: TSaveDecorateDraftRequest, lang: Lang) => consoleCall(saveDraftApi, body, { lang });
export const publishDraft = (draftId: number, lang: Lang) => consoleCall(publishApi, { draftId }, { lang });

/** Uploads a picture as the operator (public: shoppers will see it); resolves with its URL. */
export async function uploadPicture(file: File, lang: Lang): Promise<string> {
  const form = new FormData();
  form.append(PURPOSE_FIELD, 'public');
  form.append(UPLOAD_FIELD, file);
  const headers = consoleHeaders({ lang, deviceId: deviceId(), token: readConsoleSession()?.token });
  // The browser writes the multipart content type with its boundary.
  delete headers['content-type'];
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/${uploadPath}`, { method: 'POST', headers, body: form });
  } catch {
    throw new ApiError(NETWORK_FAILURE, OFFLINE);
  }
  let envelope;
  try {
    envelope = readEnvelope(await response.json());
  } catch {
    envelope = undefined;
  }
  const outcome = outcomeOf(response.status, envelope);
  if (outcome.ok) return (outcome.data as TUploadImageResponse).url;
  if (outcome.ends) endConsoleSession(outcome.ends);
  throw outcome.error;
}
