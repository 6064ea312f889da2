import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app-routes.tsx';
import { BootGate } from './boot-gate.tsx';
import { NavigatorBridge } from './navigator-bridge.tsx';
import { Providers } from './providers.tsx';

/*
 * History mode with base "/" (spec 2). The declarative router is half the size of the data router, and the shell
 * uses none of the data APIs (loaders, actions): server data goes through TanStack Query.
 */
export function App() {
  return (
    <Providers>
      <BootGate>
        <BrowserRouter>
          <NavigatorBridge />
          <AppRoutes />
        </BrowserRouter>
      </BootGate>
    </Providers>
  );
}
