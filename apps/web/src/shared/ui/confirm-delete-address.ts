import { i18n } from '../i18n/i18n.ts';
import { confirmDialog } from './confirm-dialog.ts';

/** Spec 2 and 5: deleting an address needs confirmation. Resolves true when the shopper confirms. */
export function confirmDeleteAddress(): Promise<boolean> {
  return confirmDialog({
    content: i18n.t('dialog.deleteAddress', { ns: 'common' }),
    confirmText: i18n.t('actions.confirm', { ns: 'common' }),
    cancelText: i18n.t('actions.cancel', { ns: 'common' }),
  });
}
