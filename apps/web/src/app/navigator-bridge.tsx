import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { registerTransportEffects } from '../shared/transport/transport-effects.ts';

/** Lets the transport move the user (login on 1002, home on 1008) through the router without importing React. */
export function NavigatorBridge() {
  const navigate = useNavigate();
  const location = useLocation();
  const currentPath = location.pathname + location.search;
  useEffect(() => {
    registerTransportEffects({
      navigate: (to, { replace }) => void navigate(to, { replace }),
      currentPath: () => currentPath,
    });
  }, [navigate, currentPath]);
  return null;
}
