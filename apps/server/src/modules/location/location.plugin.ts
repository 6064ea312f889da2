import { defineModule } from '../../platform/module.ts';
import { locationRoutes } from './location.routes.ts';

/** The location module: nations and areas (the gazetteer). */
export const locationModule = defineModule({
  name: 'location',
  dependsOn: [],
  register(app, deps) {
    locationRoutes(app, deps);
  },
});
