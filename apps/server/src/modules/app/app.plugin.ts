import { defineModule } from '../../platform/module.ts';
import { appRoutes } from './app.routes.ts';

/** The app module: app versions and push devices. */
export const appModule = defineModule({
  name: 'app',
  dependsOn: [],
  register(app, deps) {
    appRoutes(app, deps);
  },
});
