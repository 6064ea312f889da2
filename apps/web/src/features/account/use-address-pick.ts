import { useLocation, useNavigate } from 'react-router';
import { ADDRESS_LIST_PATH, pickReturnPath, pickStepsBack, rememberPickedAddress } from '../../shared/session/address-pick.ts';

/**
 * In pick mode (see shared/session/address-pick.ts), what the address book does with the chosen address: remember it and step back
 * to the page that asked. Undefined outside pick mode, where the book behaves as always.
 */
export function useFinishAddressPick(query: Readonly<Record<string, string>>): ((addressId: number) => void) | undefined {
  const navigate = useNavigate();
  const location = useLocation();
  const steps = pickStepsBack(query);
  if (steps === undefined) return undefined;
  return (addressId: number) => {
    rememberPickedAddress(addressId);
    // The router numbers its history entries from 0 (the entry the app was opened on).
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (location.key !== 'default' && index >= steps) void navigate(-steps);
    else void navigate(pickReturnPath(query) ?? ADDRESS_LIST_PATH, { replace: true });
  };
}
