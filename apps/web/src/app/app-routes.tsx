import { Route, Routes } from 'react-router';
import { isLoginRequired } from '../shared/session/login-redirect.ts';
import { RootLayout } from './root-layout.tsx';
import { RoutePage } from './route-page.tsx';
import { MERCHANT_CONSOLE, MERCHANT_CONSOLE_PATH, NOT_FOUND_PAGE, ROUTES } from './routes.ts';

/** Every spec page at /pages/<group>/<page>, home also at "/", the merchant console under /merchant/, anything else "not found". */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {ROUTES.map(({ path, page }) => (
          <Route key={path} path={path} element={<RoutePage page={page} requiresLogin={isLoginRequired(path)} />} />
        ))}
        <Route path={MERCHANT_CONSOLE_PATH} element={<RoutePage page={MERCHANT_CONSOLE} requiresLogin />} />
        <Route path="*" element={<RoutePage page={NOT_FOUND_PAGE} requiresLogin={false} />} />
      </Route>
    </Routes>
  );
}
