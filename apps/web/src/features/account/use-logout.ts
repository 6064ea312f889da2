import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { clearLogin } from '../../shared/session/session-store.ts';
import { callApi } from '../../shared/transport/call-api.ts';
import { confirmDialog } from '../../shared/ui/confirm-dialog.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { ACCOUNT_API } from './account-api.ts';
import { forgetUserData } from './login-flow.ts';

/**
 * Log out after a confirmation: the server ends the session (its token answers 1002 afterwards), then the session
 * is cleared here and the shopper goes home. Without a network the local session is cleared all the same: the
 * shopper asked to be logged out of this device.
 */
export function useLogout(): { logout: () => Promise<void>; busy: boolean } {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const logout = async () => {
    const confirmed = await confirmDialog({ content: t('setting.logoutConfirm'), confirmText: t('setting.logout'), cancelText: tc('actions.cancel') });
    if (!confirmed) return;
    setBusy(true);
    try {
      await callApi(ACCOUNT_API.logout, {}, { autoShowError: false, quietNotLoggedIn: true });
    } catch {
      // Logged out here regardless (see above).
    } finally {
      setBusy(false);
    }
    // Home first: the settings page needs a login, and must not send the shopper to the login page on its way out.
    void navigate('/', { replace: true });
    clearLogin();
    forgetUserData(queryClient);
    showToast(t('setting.loggedOut'));
  };

  return { logout, busy };
}
