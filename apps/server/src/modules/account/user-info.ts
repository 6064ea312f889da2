import type { TLoginResponse, TUserInfo } from '@mall/contract/account/login-user';
import { OPERATOR_ROLES, type OperatorRole } from '@mall/contract/platform/api';
import type { AccountRow } from './account-create.ts';

/** The spec's userInfo fields of an account. */
export function toUserInfo(row: AccountRow, newRegister = false): TUserInfo {
  return {
    userId: row.id,
    mobile: row.mobile ?? '',
    phoneCode: row.phoneCode,
    email: row.email ?? '',
    name: row.name,
    nickName: row.nickName,
    number: row.number,
    avatar: row.avatar,
    type: row.roles.includes('merchant') ? 1 : 0,
    userType: row.userType,
    alipayReceiveAccount: row.alipayReceiveAccount,
    vipStatus: row.vipStatus,
    newRegister,
    userRegisterGiftAmount: row.registerGiftAmount,
    lang: row.lang ?? '',
    operatorRoles: OPERATOR_ROLES.filter((role: OperatorRole) => row.roles.includes(`operator:${role}`)),
  };
}

export function toLoginResponse(row: AccountRow, token: string, newRegister: boolean): TLoginResponse {
  return { ...toUserInfo(row, newRegister), token };
}
