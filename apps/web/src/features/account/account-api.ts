import { path as addressDefaultPath, type setDefaultAddress } from '@mall/contract/account/address-default';
import { path as addressDeletePath, type deleteAddress } from '@mall/contract/account/address-delete';
import { path as addressListPath, type queryAddresses } from '@mall/contract/account/address-query';
import { path as addressDetailPath, type queryAddressDetail } from '@mall/contract/account/address-query-detail';
import { path as addressSavePath, type saveAddress } from '@mall/contract/account/address-save';
import { path as loginPath, type appLogin } from '@mall/contract/account/app-login';
import { path as loginEmailPath, type appLoginEmail } from '@mall/contract/account/app-login-email';
import { path as loginGooglePath, type appLoginGoogle } from '@mall/contract/account/app-login-google';
import { path as logoutPath, type appLogout } from '@mall/contract/account/app-logout';
import { path as registerEmailPath, type appRegisterEmail } from '@mall/contract/account/app-register-email';
import { path as registerInvitePath, type appRegisterInvite } from '@mall/contract/account/app-register-invite';
import { path as checkEmailPath, type checkAccountEmail } from '@mall/contract/account/check-account-email';
import { path as signCodePath, type fetchSignCode } from '@mall/contract/account/fetch-sign-code';
import { path as signCodeEmailPath, type fetchSignCodeEmail } from '@mall/contract/account/fetch-sign-code-email';
import { path as userCenterPath, type queryUserCenter } from '@mall/contract/account/query-user-center';
import { path as userCurrencyPath, type queryUserCurrency } from '@mall/contract/account/query-user-currency';
import { path as userInfoPath, type queryUserInfo } from '@mall/contract/account/query-user-info';
import { path as updateUserInfoPath, type updateUserInfo } from '@mall/contract/account/update-user-info';
import { path as wxOpenidPath, type wxOpenid } from '@mall/contract/account/wx-openid';
import { endpointRef } from '../../shared/transport/endpoint-ref.ts';

/** The account calls of the contract, as the web calls them (paths and types only: no zod in the bundle). */
export const ACCOUNT_API = {
  sendSmsCode: endpointRef<typeof fetchSignCode>(signCodePath),
  sendEmailCode: endpointRef<typeof fetchSignCodeEmail>(signCodeEmailPath),
  login: endpointRef<typeof appLogin>(loginPath),
  loginEmail: endpointRef<typeof appLoginEmail>(loginEmailPath),
  loginGoogle: endpointRef<typeof appLoginGoogle>(loginGooglePath),
  wxOpenid: endpointRef<typeof wxOpenid>(wxOpenidPath),
  registerEmail: endpointRef<typeof appRegisterEmail>(registerEmailPath),
  registerInvite: endpointRef<typeof appRegisterInvite>(registerInvitePath),
  checkEmail: endpointRef<typeof checkAccountEmail>(checkEmailPath),
  logout: endpointRef<typeof appLogout>(logoutPath),
  userInfo: endpointRef<typeof queryUserInfo>(userInfoPath),
  updateUserInfo: endpointRef<typeof updateUserInfo>(updateUserInfoPath),
  userCurrency: endpointRef<typeof queryUserCurrency>(userCurrencyPath),
  userCenter: endpointRef<typeof queryUserCenter>(userCenterPath),
} as const;

/** The address book calls. */
export const ADDRESS_API = {
  list: endpointRef<typeof queryAddresses>(addressListPath),
  detail: endpointRef<typeof queryAddressDetail>(addressDetailPath),
  save: endpointRef<typeof saveAddress>(addressSavePath),
  remove: endpointRef<typeof deleteAddress>(addressDeletePath),
  setDefault: endpointRef<typeof setDefaultAddress>(addressDefaultPath),
} as const;
