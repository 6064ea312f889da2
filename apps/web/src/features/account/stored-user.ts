import type { TUserInfo } from '@mall/contract/account/login-user';
import { writeSession } from '../../shared/session/session-store.ts';

/** Keeps the stored user (m_userInfo, m_mobile) as the server last described it. */
export function rememberUser(user: TUserInfo): void {
  writeSession('userInfo', user);
  if (user.mobile) writeSession('mobile', user.mobile);
}
