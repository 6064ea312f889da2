/** The request headers of spec section 7, sent by the web transport and read into the server's request context. */
export const HEADERS = {
  token: 'T-token',
  deviceId: 'T-deviceId',
  clientId: 'T-clientId',
  versionCode: 'T-versionCode',
  deviceType: 'T-deviceType',
  deviceModel: 'T-deviceModel',
  deviceSystem: 'T-deviceSystem',
  appType: 'T-appType',
  lang: 'T-lang',
  currency: 'T-currency',
  cid: 'T-cid',
} as const;

export type HeaderKey = keyof typeof HEADERS;

/** The web app's version (spec section 1: version 1.1.18, code 118). */
export const APP_VERSION_NAME = '1.1.18';
export const APP_VERSION_CODE = 118;
/**
 * The apps the product ships, as `T-appType` names them: the web app, the Android and iOS apps of the spec, and the
 * platform console (its own session, so an operator's console login does not end their shopping session).
 * A closed list: any other app type is refused (1001), since one live session is kept per account and app type.
 */
export const APP_TYPES = ['h5', 'android', 'ios', 'console'] as const;
/** The apps the spec ships to shoppers, which have versions and push devices (the console has neither). */
export const SHOPPER_APPS = ['h5', 'android', 'ios'] as const;
export type AppType = (typeof APP_TYPES)[number];

/** The app type the web shell sends; one live session per user and app type. */
export const WEB_APP_TYPE = 'h5' satisfies AppType;
