import { CODES } from '@mall/contract/platform/codes';
import { isApiError } from '../../shared/transport/api-error.ts';

export type AuthField = 'mobile' | 'email' | 'code' | 'password' | 'invite' | 'form';

const FIELD_OF_CODE = new Map<number, AuthField>([
  [CODES.SIGN_CODE_WRONG.code, 'code'],
  [CODES.SIGN_CODE_EXPIRED.code, 'code'],
  [CODES.SIGN_CODE_TOO_MANY_TRIES.code, 'code'],
  [CODES.WRONG_CREDENTIALS.code, 'password'],
  [CODES.PASSWORD_NOT_SET.code, 'password'],
  [CODES.INVITE_CODE_INVALID.code, 'invite'],
]);

/**
 * Which field a failed login or registration is about, so its message shows under that field; the account
 * codes (exists, disabled, not found) belong to the number or address field the caller names.
 */
export function fieldOfError(error: unknown, accountField: 'mobile' | 'email'): { field: AuthField; message: string } | undefined {
  if (!isApiError(error)) return undefined;
  // Session and network failures were already announced by the transport.
  if (error.code === CODES.NOT_LOGGED_IN.code || error.code === CODES.SESSION_REPLACED.code || error.code === 600003) return undefined;
  const accountCodes: number[] = [CODES.ACCOUNT_EXISTS.code, CODES.ACCOUNT_DISABLED.code, CODES.ACCOUNT_NOT_FOUND.code];
  const field = FIELD_OF_CODE.get(error.code) ?? (accountCodes.includes(error.code) ? accountField : 'form');
  return { field, message: error.message };
}

export function isAccountNotFound(error: unknown): boolean {
  return isApiError(error) && error.code === CODES.ACCOUNT_NOT_FOUND.code;
}

export function isAccountExists(error: unknown): boolean {
  return isApiError(error) && error.code === CODES.ACCOUNT_EXISTS.code;
}
