import { APP_VERSION_CODE, HEADERS, WEB_APP_TYPE } from '@mall/contract/platform/headers';
import type { Lang } from '@mall/contract/platform/languages';
import { currentCurrency, currentLang } from '../session/preferences.ts';
import { readSession } from '../session/session-store.ts';
import { describeDevice, deviceId, type DeviceDescription } from './device.ts';

let device: DeviceDescription | undefined;

/** The T-* headers of spec section 7, as they stand at the moment of the call; T-lang is `lang` when given. */
export function requestHeaders(lang: Lang = currentLang()): Record<string, string> {
  device ??= describeDevice(typeof navigator === 'undefined' ? '' : navigator.userAgent);
  const id = deviceId();
  const headers: Record<string, string> = {
    [HEADERS.deviceId]: id,
    // The web has no push client of its own; the device id is the closest stable client identity.
    [HEADERS.clientId]: id,
    [HEADERS.versionCode]: String(APP_VERSION_CODE),
    [HEADERS.deviceType]: WEB_APP_TYPE,
    [HEADERS.deviceModel]: device.model,
    [HEADERS.deviceSystem]: device.system,
    [HEADERS.appType]: WEB_APP_TYPE,
    [HEADERS.lang]: lang,
  };
  const token = readSession('token');
  if (token) headers[HEADERS.token] = token;
  const currency = currentCurrency();
  if (currency) headers[HEADERS.currency] = currency;
  return headers;
}
