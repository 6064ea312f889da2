import { defineModule } from '../../platform/module.ts';
import { decorateRoutes } from './decorate.routes.ts';

/** The decorate module: the mall's decoration config. */
export const decorateModule = defineModule({
  name: 'decorate',
  dependsOn: [],
  register(app, deps) {
    decorateRoutes(app, deps);
  },
});
