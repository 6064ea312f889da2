import { CODE } from '@mall/contract/platform/code-numbers';
import { isApiError } from '../../shared/transport/api-error.ts';

export type AuthField = 'mobile' | 'email' | 'code' | 'password' | 'invite' | 'form';

const FIELD_OF_CODE = new Map<number, AuthField>([
  [CODE.SIGN_CODE_WRONG, 'code'],
  [CODE.SIGN_CODE_EXPIRED, 'code'],
  [CODE.SIGN_CODE_TOO_MANY_TRIES, 'code'],
  [CODE.WRONG_CREDENTIALS, 'password'],
  [CODE.PASSWORD_NOT_SET, 'password'],
  [CODE.INVITE_CODE_INVALID, 'invite'],
]);

/**
 * Which field a failed login or registration is about, so its message shows under that field; the account
 * codes (exists, disabled, not found) belong to the number or address field the caller names.
 */
export function fieldOfError(error: unknown, accountField: 'mobile' | 'email'): { field: AuthField; message: string } | undefined {
  if (!isApiError(error)) return undefined;
  // Session and network failures were already announced by the transport.
  if (error.code === CODE.NOT_LOGGED_IN || error.code === CODE.SESSION_REPLACED || error.code === 600003) return undefined;
  const accountCodes: number[] = [CODE.ACCOUNT_EXISTS, CODE.ACCOUNT_DISABLED, CODE.ACCOUNT_NOT_FOUND];
  const field = FIELD_OF_CODE.get(error.code) ?? (accountCodes.includes(error.code) ? accountField : 'form');
  return { field, message: error.message };
}

export function isAccountNotFound(error: unknown): boolean {
  return isApiError(error) && error.code === CODE.ACCOUNT_NOT_FOUND;
}

export function isAccountExists(error: unknown): boolean {
  return isApiError(error) && error.code === CODE.ACCOUNT_EXISTS;
}
