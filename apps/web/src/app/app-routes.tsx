import { Route, Routes } from 'react-router';
import { isLoginRequired } from '../shared/session/login-redirect.ts';
import { RootLayout } from './root-layout.tsx';
import { RoutePage } from './route-page.tsx';
import { NOT_FOUND_PAGE, ROUTES } from './routes.ts';

/** Every spec page at /pages/<group>/<page>, home also at "/", anything else "not found". */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {ROUTES.map(({ path, page }) => (
          <Route key={path} path={path} element={<RoutePage page={page} requiresLogin={isLoginRequired(path)} />} />
        ))}
        <Route path="*" element={<RoutePage page={NOT_FOUND_PAGE} requiresLogin={false} />} />
      </Route>
    </Routes>
  );
}
